#ifndef BARGUIDE_CSTEMMER_SHIM_H
#define BARGUIDE_CSTEMMER_SHIM_H
#include <libstemmer.h>
#endif
