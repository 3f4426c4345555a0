/// Rewrites the source text of one value so that its decoded text becomes a new one, keeping
/// the original spelling (escapes, entities, raw characters) of the parts that did not change.
enum ValueSplicer {
    /// The new source text for `contentRange` of `units`.
    /// - Parameters:
    ///   - decoded: the current decoded value; `offsets[i]` is where decoded unit `i` is spelled.
    ///   - escape: spells new text in the format's escaping.
    static func rewrite(
        contentRange: Range<Int>, of units: [UInt16], decoded: [UInt16], offsets: [Int], to new: [UInt16],
        escape: (ArraySlice<UInt16>) -> [UInt16]
    ) -> [UInt16] {
        var prefix = 0
        while prefix < decoded.count, prefix < new.count, decoded[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < decoded.count - prefix, suffix < new.count - prefix,
            decoded[decoded.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        // Never split the decoded units of one spelling (an escape can give several units).
        while prefix > 0, prefix < decoded.count, offsets[prefix] == offsets[prefix - 1] { prefix -= 1 }
        while suffix > 0, decoded.count - suffix > 0,
            offsets[decoded.count - suffix] == offsets[decoded.count - suffix - 1]
        {
            suffix -= 1
        }
        let middleStart = prefix < decoded.count ? offsets[prefix] : contentRange.upperBound
        let middleEnd = suffix > 0 ? offsets[decoded.count - suffix] : contentRange.upperBound
        var output = Array(units[contentRange.lowerBound..<middleStart])
        output.append(contentsOf: escape(new[prefix..<(new.count - suffix)]))
        output.append(contentsOf: units[middleEnd..<contentRange.upperBound])
        return output
    }
}
