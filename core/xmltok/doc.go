// Package xmltok is the fast tokenizer for the plain XML that nearly every
// scheduler and site file is written in (UTF-8, no DOCTYPE, the predefined
// entities only, a canonical XML declaration), shared by the readers of
// both schedulers. It produces exactly the tokens, positions and offsets
// encoding/xml produces for such input, and hands anything else back to
// the caller's encoding/xml reading. It also keeps the small pieces that
// reading shares: the token record (Tok), the string interner, the
// UTF-16 column counting and the XML declaration matchers.
//
// Layer: readers. It may import (ARCHITECTURE.md): core/diag. The standard
// library is always allowed.
package xmltok
