// json.go holds the JSON of requests and answers: reading a body within
// its limit, writing a value (gzipped when large) or an error.

package web

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strings"
)

// writeJSON writes v as the response.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeGame writes a game's view, compressed when the client takes gzip:
// Push Fight's two thousand turns a position shrink about sixfold.
func writeGame(w http.ResponseWriter, r *http.Request, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		fail(w, http.StatusInternalServerError, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Add("Vary", "Accept-Encoding")
	if len(b) < 4096 || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		w.Write(b)
		return
	}
	w.Header().Set("Content-Encoding", "gzip")
	zw, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
	zw.Write(b)
	zw.Close()
}

// fail writes an error response: 400 for a bad request, 404 for an
// unknown game, 503 when the server is full, 507 when a game cannot be
// stored (see statusOf). The body is public(err): never a path.
func fail(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": public(err)})
}

// public returns the words of err that a client may read. An error of the
// file system (a path, a link or a system call failed) is told by its
// cause alone, such as "no space left on device", after "cannot store the
// game" for ErrStore; its path, and whatever else it quotes, stays in the
// log. Other errors are the server's own words, or quote the client's own
// request.
func public(err error) string {
	cause, ok := osCause(err)
	switch {
	case !ok:
		return err.Error()
	case errors.Is(err, ErrStore):
		return ErrStore.Error() + ": " + cause
	}
	return "internal error: " + cause
}

// osCause returns the cause of an error of the file system, without its
// operation and path, and whether err is one.
func osCause(err error) (string, bool) {
	var (
		pe *fs.PathError
		le *os.LinkError
		se *os.SyscallError
	)
	var cause error
	switch {
	case errors.As(err, &pe):
		cause = pe.Err
	case errors.As(err, &le):
		cause = le.Err
	case errors.As(err, &se):
		cause = se.Err
	default:
		return "", false
	}
	if c, ok := osCause(cause); ok {
		return c, true
	}
	return cause.Error(), true
}

// decode reads a JSON request body of at most limit bytes into v, which
// must be all of it. Errors wrap ErrRequest.
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("%w: want Content-Type application/json", ErrRequest)
	}
	return decodeBody(http.MaxBytesReader(w, r.Body, limit), v)
}

// decodeBody reads one JSON value from body into v and nothing after it.
func decodeBody(body io.Reader, v any) error {
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		switch {
		case errors.Is(err, io.EOF):
			return fmt.Errorf("%w: the body is empty: send a JSON object, {} when it has nothing to say", ErrRequest)
		case errors.Is(err, io.ErrUnexpectedEOF):
			return fmt.Errorf("%w: the body ends inside its JSON value", ErrRequest)
		}
		return fmt.Errorf("%w: %v", ErrRequest, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the request", ErrRequest)
	}
	return nil
}

// lookupDecode looks up the game of r and decodes its small JSON body
// into a T; ok is false when it has answered the request with an error.
func lookupDecode[T any](s *Server, w http.ResponseWriter, r *http.Request) (gm *game, req T, ok bool) {
	if gm = s.lookup(w, r); gm == nil {
		return nil, req, false
	}
	if err := decode(w, r, maxSmallBody, &req); err != nil {
		fail(w, http.StatusBadRequest, err)
		return nil, req, false
	}
	return gm, req, true
}

// statusOf returns the status of an error of a change to a game: 507 when
// it could not be stored, 503 when the server is full, else 400.
func statusOf(err error) int {
	switch {
	case errors.Is(err, ErrSeat):
		return http.StatusForbidden
	case errors.Is(err, ErrSeatTaken):
		return http.StatusConflict
	case errors.Is(err, ErrStore):
		return http.StatusInsufficientStorage
	case errors.Is(err, ErrTooManyGames):
		return http.StatusServiceUnavailable
	}
	return http.StatusBadRequest
}
