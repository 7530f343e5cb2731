#ifndef BARGUIDE_CCMARKGFM_SHIM_H
#define BARGUIDE_CCMARKGFM_SHIM_H
// cmark-gfm (CommonMark) and its GFM extensions (tables, strikethrough, autolinks, task lists),
// from Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
