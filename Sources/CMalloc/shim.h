// glibc facilities the Glibc module does not export. Part of libc: nothing to link.
//  - malloc tuning (mallopt): the long-running commands (mcp, browse) keep freed memory between
//    requests;
//  - sync_file_range (a Linux system call, declared only under _GNU_SOURCE): ingest starts the
//    write-back of the database it builds while it is still writing it.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
#include <unistd.h>
#if __has_include(<sys/syscall.h>)
#include <sys/syscall.h>
#endif

/* Starts writing the dirty pages of fd's file to its device, without waiting for them
   (sync_file_range with SYNC_FILE_RANGE_WRITE over the whole file). 0 on success, -1 with errno
   set on failure, or where the system has no such call: it is only ever a head start for a later
   fsync, never a substitute for one. */
static inline int barguide_start_writeback(int fd) {
#if defined(SYS_sync_file_range)
    return (int)syscall(SYS_sync_file_range, fd, (long long)0, (long long)0, 2u /* SYNC_FILE_RANGE_WRITE */);
#else
    (void)fd;
    return -1;
#endif
}
