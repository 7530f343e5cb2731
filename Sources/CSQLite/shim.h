#ifndef BARGUIDE_CSQLITE_SHIM_H
#define BARGUIDE_CSQLITE_SHIM_H
#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast of -1 to a function pointer: not importable into Swift. */
static inline sqlite3_destructor_type barguide_sqlite_transient(void) { return SQLITE_TRANSIENT; }

/* sqlite3_config is variadic: not callable from Swift. Turns off SQLite's memory statistics,
   which take a global mutex around every allocation; nothing here reads them. Only effective
   before the library is initialized (before the first connection); SQLITE_MISUSE after. */
static inline int barguide_sqlite_disable_memstatus(void) { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); }
#endif
