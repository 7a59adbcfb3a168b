//go:build unix

package web

import "syscall"

// openFlags are the flags a record is opened with besides O_RDONLY: a
// symbolic link is not followed, and a special file cannot block.
const openFlags = syscall.O_NOFOLLOW | syscall.O_NONBLOCK
