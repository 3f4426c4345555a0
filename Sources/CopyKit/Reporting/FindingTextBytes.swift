extension ByteBuffer {
    /// Appends `text` as a quoted JSON string, byte for byte what `appendJSONString(text.string,
    /// escaping:)` writes: its parts copied one after the other (escaping is done a character at
    /// a time, so the parts escaped one by one are the whole escaped), and joined only when a byte
    /// needs an escape.
    mutating func appendJSONString(_ text: FindingText, escaping: JSONWriter.Escaping) {
        let plain = text.withUTF8Parts { head, word, tail in
            guard !escaping.escapesSlash && !escaping.escapesNonASCII else { return false }
            let length = head.count + word.count + tail.count
            return append(upTo: length + 2) { PlainJSONBytes.copyQuoted(head, word, tail, to: $0) }
        }
        if !plain { appendJSONString(text.string, escaping: escaping) }
    }

    /// Appends `text` as a quoted JSON string when the default escaping changes none of its
    /// bytes and they fit without growing the buffer, with `room` more bytes free after them;
    /// otherwise appends nothing and returns false (`appendJSONString` then writes it). Calls
    /// nothing out of line, so a text read in place is written without a copy.
    @inline(__always)
    mutating func appendPlainJSONStringInPlace(_ text: FindingText, escaping: JSONWriter.Escaping, room: Int = 0)
        -> Bool
    {
        guard !escaping.escapesSlash && !escaping.escapesNonASCII else { return false }
        return text.withUTF8Parts { head, word, tail in
            let length = head.count + word.count + tail.count
            return append(ifRoomFor: length &+ 2 &+ room) { PlainJSONBytes.copyQuoted(head, word, tail, to: $0) }
        }
    }

    /// Appends what `append(singleLineUTF8:)` appends for `text` when it fits without growing;
    /// otherwise appends nothing and returns false. Calls nothing out of line, so a text read in
    /// place is written without a copy.
    @inline(__always)
    mutating func appendInPlace(singleLineUTF8 text: FindingText) -> Bool {
        text.withUTF8Parts { head, word, tail in
            append(ifRoomFor: head.count + word.count + tail.count) { destination in
                var written = ByteBuffer.copySingleLine(head, to: destination)
                written += ByteBuffer.copySingleLine(word, to: destination + written)
                return written + ByteBuffer.copySingleLine(tail, to: destination + written)
            }
        }
    }

    /// Appends the UTF-8 bytes of `text` with its line feeds and carriage returns turned into
    /// spaces: the bytes of `text.string.singleLine()`, part by part.
    mutating func append(singleLineUTF8 text: FindingText) {
        text.withUTF8Parts { head, word, tail in
            append(singleLine: head)
            append(singleLine: word)
            append(singleLine: tail)
        }
    }
}
