/// A finding's message or a fix's summary made of fixed parts and the words it quotes, built
/// in one allocation of its exact size: the parts' bytes are copied once, where string
/// interpolation appends them one by one to a buffer it may have to grow.
enum FindingText {
    /// `head`, `word` and `tail`, joined.
    static func joined(_ head: StaticString, _ word: String, _ tail: StaticString) -> String {
        var word = word
        return word.withUTF8 { word in
            build(count: head.utf8CodeUnitCount + word.count + tail.utf8CodeUnitCount) { bytes in
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
                    count: head.utf8CodeUnitCount + first.count + middle.utf8CodeUnitCount + second.count
                        + tail.utf8CodeUnitCount
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

extension Classification {
    /// A finding's message: `statement`, the doubt note when the classifier is unsure, and a
    /// period.
    func findingMessage(_ statement: StaticString) -> String {
        isConfident
            ? FindingText.joined(statement, "", ".")
            : FindingText.joined(statement, "", " (the classifier is unsure: ", reason, ").")
    }
}
