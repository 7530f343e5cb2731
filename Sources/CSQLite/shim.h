#ifndef BARGUIDE_CSQLITE_SHIM_H
#define BARGUIDE_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer: not importable into Swift. */
static inline sqlite3_destructor_type barguide_sqlite_transient(void) { return SQLITE_TRANSIENT; }
#endif
