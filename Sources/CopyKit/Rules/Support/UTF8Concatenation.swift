extension String {
    /// The parts one after another, `separator` (an ASCII byte) between two when given: their
    /// UTF-8 bytes copied once into a string of the right size, without growing one.
    init(concatenatingUTF8 parts: [String], separator: UInt8? = nil) {
        var count = separator == nil ? 0 : Swift.max(0, parts.count - 1)
        for part in parts { count += part.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for (index, part) in parts.enumerated() {
                if index > 0, let separator {
                    buffer[offset] = separator
                    offset += 1
                }
                var part = part
                offset += part.withUTF8 { bytes -> Int in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
                    (target + offset).initialize(from: source, count: bytes.count)
                    return bytes.count
                }
            }
            return offset
        }
    }
}
