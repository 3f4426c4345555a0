/// Joins the parts of a `FindingText` into a string in one allocation of its exact size: the
/// parts' bytes are copied once, where string interpolation appends them one by one to a buffer
/// it may have to grow.
enum FindingTextJoining {
    /// `head`, `word` and `tail`, joined.
    static func joined(_ head: StaticString, _ word: String, _ tail: StaticString) -> String {
        if byteCount(head) == 0 && byteCount(tail) == 0 { return word }
        var word = word
        return word.withUTF8 { word in
            build(count: byteCount(head) + word.count + byteCount(tail)) { bytes in
                bytes.append(head)
                bytes.append(word)
                bytes.append(tail)
            }
        }
    }

    /// `head`, `first`, `middle`, `second` and `tail`, joined.
    static func joined(
        _ head: StaticString, _ first: String, _ middle: StaticString, _ second: String, _ tail: StaticString
    ) -> String {
        var first = first
        var second = second
        return first.withUTF8 { first in
            second.withUTF8 { second in
                build(
                    count: byteCount(head) + first.count + byteCount(middle) + second.count
                        + byteCount(tail)
                ) { bytes in
                    bytes.append(head)
                    bytes.append(first)
                    bytes.append(middle)
                    bytes.append(second)
                    bytes.append(tail)
                }
            }
        }
    }

    /// How many UTF-8 bytes `text` has (a literal of one scalar may be held as the scalar, whose
    /// `utf8CodeUnitCount` would trap).
    private static func byteCount(_ text: StaticString) -> Int { text.withUTF8Buffer { $0.count } }

    /// A string of `count` UTF-8 bytes that `write` copies in.
    private static func build(count: Int, _ write: (inout Writer) -> Void) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var writer = Writer(base: UnsafeMutableRawPointer(buffer.baseAddress!), count: 0)
            write(&writer)
            return writer.count
        }
    }

    /// Copies byte runs one after the other into a buffer of the right size.
    private struct Writer {
        let base: UnsafeMutableRawPointer
        var count: Int

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { append($0) }
        }

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let start = bytes.baseAddress else { return }
            (base + count).copyMemory(from: start, byteCount: bytes.count)
            count += bytes.count
        }
    }
}
