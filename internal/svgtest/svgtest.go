// Package svgtest holds the check the tests of the SVG drawings share.
package svgtest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
)

// WellFormed returns an error unless svg is well-formed XML with a single
// <svg> root element in the SVG namespace.
func WellFormed(svg []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(svg))
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if t.Name.Local != "svg" || t.Name.Space != "http://www.w3.org/2000/svg" {
					return errors.New("root element is not svg: " + t.Name.Local)
				}
			}
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 || depth != 0 {
		return errors.New("not one closed root element")
	}
	return nil
}
