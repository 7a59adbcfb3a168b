//go:build !unix

package web

// openFlags are the flags a record is opened with besides O_RDONLY. This
// system has no O_NOFOLLOW: a record is opened only when os.Lstat finds a
// regular file, and is a regular file once opened.
const openFlags = 0
