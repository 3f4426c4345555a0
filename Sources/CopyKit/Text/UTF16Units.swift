extension String {
    /// The string's UTF-16 code units. An ASCII string is widened byte by byte: copying the UTF-16
    /// view transcodes one unit at a time.
    var utf16Units: [UInt16] {
        var text = self
        return text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return Array(self.utf16) }
            return [UInt16](unsafeUninitializedCapacity: bytes.count) { units, count in
                for index in bytes.indices { units[index] = UInt16(bytes[index]) }
                count = bytes.count
            }
        }
    }
}
