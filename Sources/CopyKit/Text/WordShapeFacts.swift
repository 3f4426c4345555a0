/// The letter-case shape of a word, read once: what the casers ask of every word, several times
/// each, answered by a bit instead of a scan of the word's text.
struct WordShapeFacts: OptionSet, Sendable {
    let rawValue: UInt16

    /// Only ASCII.
    static let isASCII = WordShapeFacts(rawValue: 1 << 0)
    /// ``WordShape/hasLowercase(_:)``.
    static let hasLowercase = WordShapeFacts(rawValue: 1 << 1)
    /// ``WordShape/startsUppercase(_:)``.
    static let startsUppercase = WordShapeFacts(rawValue: 1 << 2)
    /// ``WordShape/isMixedCase(_:)``.
    static let isMixedCase = WordShapeFacts(rawValue: 1 << 3)
    /// ``WordShape/isMixedCaseWord(_:)``.
    static let isMixedCaseWord = WordShapeFacts(rawValue: 1 << 4)
    /// ``WordShape/isAllCaps(_:minimum:)`` with the default minimum of two letters.
    static let isAllCaps = WordShapeFacts(rawValue: 1 << 5)
    /// ``WordShape/isPlainLowercase(_:)``.
    static let isPlainLowercase = WordShapeFacts(rawValue: 1 << 6)
    /// ``HyphenParts/hasHyphen(_:)``.
    static let hasHyphen = WordShapeFacts(rawValue: 1 << 7)
    /// ``CaseRules/isWrittenCapitalized(_:)``: an ASCII word that capitalizing leaves as written.
    static let isWrittenCapitalized = WordShapeFacts(rawValue: 1 << 8)
    /// ``CaseRules/isWrittenLowercase(_:)``: an ASCII word without a capital.
    static let isWrittenLowercase = WordShapeFacts(rawValue: 1 << 9)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The shape of a word given as UTF-16 code units: one pass when they are ASCII, the
    /// scalar definitions otherwise (`word` is the same text, made only then).
    init(utf16 units: some ContiguousUnits, word: @autoclosure () -> Substring) {
        if let ascii = Self.ascii(units) {
            self = ascii
        } else {
            self.init(word())
        }
    }

    /// The shape of any word, by the scalar definitions of ``WordShape``.
    init(_ word: Substring) {
        var facts: WordShapeFacts = []
        if word.utf8.allSatisfy({ $0 < 0x80 }) { facts.insert(.isASCII) }
        if WordShape.hasLowercase(word) { facts.insert(.hasLowercase) }
        if WordShape.startsUppercase(word) { facts.insert(.startsUppercase) }
        if WordShape.isMixedCase(word) { facts.insert(.isMixedCase) }
        if WordShape.isMixedCaseWord(word) { facts.insert(.isMixedCaseWord) }
        if WordShape.isAllCaps(word) { facts.insert(.isAllCaps) }
        if WordShape.isPlainLowercase(word) { facts.insert(.isPlainLowercase) }
        if HyphenParts.hasHyphen(word) { facts.insert(.hasHyphen) }
        if CaseRules.isWrittenCapitalized(word) { facts.insert(.isWrittenCapitalized) }
        if CaseRules.isWrittenLowercase(word) { facts.insert(.isWrittenLowercase) }
        self = facts
    }

    /// The shape of an ASCII word in one pass over its units; nil when a unit is not ASCII.
    private static func ascii(_ units: some ContiguousUnits) -> WordShapeFacts? {
        units.withUnsafeBufferPointer { ascii($0) }
    }

    /// The shape of an ASCII word in one pass over its units (counts of lower- and upper-case
    /// letters and of hyphens, each unit added to every count without a branch); nil when a
    /// unit is not ASCII. A word with a hyphen is read again part by part.
    private static func ascii(_ units: UnsafeBufferPointer<UInt16>) -> WordShapeFacts? {
        var lowercase = 0
        var uppercase = 0
        var hyphens = 0
        var allUnits: UInt16 = 0
        for unit in units {
            allUnits |= unit
            lowercase &+= unit &- 0x61 < 26 ? 1 : 0
            uppercase &+= unit &- 0x41 < 26 ? 1 : 0
            hyphens &+= unit == 0x2D ? 1 : 0
        }
        guard allUnits < 0x80 else { return nil }
        let sawHyphen = hyphens > 0
        // The first letter, in nearly every word the first unit.
        var startsUppercase = false
        for unit in units where unit &- 0x61 < 26 || unit &- 0x41 < 26 {
            startsUppercase = unit &- 0x41 < 26
            break
        }
        var facts: WordShapeFacts = [.isASCII]
        // A capital after the first letter.
        let isMixedCase = lowercase > 0 && uppercase > (startsUppercase ? 1 : 0)
        if lowercase > 0 { facts.insert(.hasLowercase) }
        if startsUppercase { facts.insert(.startsUppercase) }
        if isMixedCase { facts.insert(.isMixedCase) }
        if sawHyphen ? hasMixedCasePart(units) : isMixedCase { facts.insert(.isMixedCaseWord) }
        if lowercase == 0 && uppercase >= 2 { facts.insert(.isAllCaps) }
        if lowercase > 0 && lowercase == units.count { facts.insert(.isPlainLowercase) }
        if sawHyphen { facts.insert(.hasHyphen) }
        // Capitalizing leaves the word as written: its first unit no lower-case letter, no
        // capital after it.
        let first = units.first ?? 0
        if !(first &- 0x61 < 26) && uppercase == (first &- 0x41 < 26 ? 1 : 0) { facts.insert(.isWrittenCapitalized) }
        if uppercase == 0 { facts.insert(.isWrittenLowercase) }
        return facts
    }

    /// Whether some hyphen part of an ASCII word is mixed-case: a lower-case letter and a
    /// capital after the part's first letter.
    private static func hasMixedCasePart(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var partSawLetter = false
        var partLower = false
        var partInnerUpper = false
        for unit in units {
            if unit == 0x2D {
                if partLower && partInnerUpper { return true }
                partSawLetter = false
                partLower = false
                partInnerUpper = false
                continue
            }
            let isLower = unit &- 0x61 < 26
            let isUpper = unit &- 0x41 < 26
            guard isLower || isUpper else { continue }
            if isLower {
                partLower = true
            } else if partSawLetter {
                partInnerUpper = true
            }
            partSawLetter = true
        }
        return partLower && partInnerUpper
    }
}
