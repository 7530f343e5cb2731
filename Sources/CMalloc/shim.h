// glibc's malloc tuning (mallopt), which the Glibc module does not export: the long-running
// commands (mcp, browse) keep freed memory between requests. Part of libc: nothing to link.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
