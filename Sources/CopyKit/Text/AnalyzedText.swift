import Foundation

/// A text tokenized once and shared by reference by every rule that looks at it.
///
/// Unchecked `Sendable`: its one mutable part, the memo's answers, is read and changed only
/// through ``memo``, under the text's mutex when the text may be shared between threads.
public final class AnalyzedText: @unchecked Sendable {
    public let text: String
    /// The text's UTF-16 code units; token ranges index into it.
    public let utf16: TextUnits
    public let tokens: TextTokens
    /// Each token's text lower-cased with typographic apostrophes (’ ‘) made straight, for
    /// look-ups ("Couldn’t" → "couldn't"); empty for whitespace. Parallel to `tokens`.
    public let folded: TextKeys
    /// What the memo has kept so far, in the text itself rather than an allocation of its own.
    /// Exclusive access is not checked at run time: `TextMemo` reaches it only under `mutex` or,
    /// without one, from the one thread that uses the text.
    @exclusivity(unchecked) fileprivate var answers: TextMemo.Answers
    /// The lock of a text that may be shared between threads; nil for a text one thread uses.
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>?

    /// What rules derive from the text alone (its sentences, its casing edits), computed once
    /// and shared by every rule and fix round that sees this text.
    var memo: TextMemo { TextMemo(self) }

    public convenience init(_ text: String, tokenizer: Tokenizer = Tokenizer()) {
        self.init(text, tokenizer: tokenizer, sharedAcrossThreads: true)
    }

    /// `sharedAcrossThreads: false` promises that one thread alone ever uses the text (the title
    /// or message of one alert, analyzed and dropped by one lint): its memo takes no lock. Given
    /// `lexicon`, the text's reading by it (``reading(_:)``) is made with the folded keys, in the
    /// tokenizer's pass (``KeyedTokens``). Given `previous`, the analysis of the text a fix changed
    /// into `text`, the keys and reading are taken from it when the fix only changed the case of
    /// ASCII letters or added punctuation at the end (``reusedKeysAndReading(of:in:previous:lexicon:)``).
    init(
        _ text: String, tokenizer: Tokenizer, lexicon: Lexicon? = nil, sharedAcrossThreads: Bool,
        previous: AnalyzedText? = nil
    ) {
        self.text = text
        mutex = sharedAcrossThreads ? AnalyzedText.makeMutex() : nil
        let storage = AnalyzedText.storage(of: text, tokenizer: tokenizer, lexicon: lexicon, previous: previous)
        utf16 = storage.units
        tokens = storage.tokens
        // Stored in place: building the answers with the reading and then storing them would
        // copy every answer.
        answers = TextMemo.Answers()
        guard let lexicon else {
            folded = storage.keys
            return
        }
        // A storage without keys is that of a text that takes the keys and reading of `previous`.
        if let previous, storage.layout.keyCount < storage.layout.tokenCount {
            folded = previous.folded
            answers.reading = TextMemo.Owned(owner: lexicon.memoKey, value: previous.reading(lexicon))
        } else {
            folded = storage.keys
            answers.reading = TextMemo.Owned(owner: lexicon.memoKey, value: TokenReading(known: storage.known))
        }
    }

    /// The storage of `text`'s units, tokens and keys and, given `lexicon`, its reading by it (see
    /// the initializer), made from its units decoded into scratch space. A function of its own:
    /// made in the initializer, the scratch space's closure took more references to what it
    /// captured. The lexicon goes into the closure uncounted (`Unmanaged`): the caller holds it,
    /// and a captured reference is retained and released around the call, on an object every
    /// thread shares.
    private static func storage(of text: String, tokenizer: Tokenizer, lexicon: Lexicon?, previous: AnalyzedText?)
        -> TextStorage
    {
        let lexicon = lexicon.map { Unmanaged.passUnretained($0) }
        return text.withUTF16Units { units in
            guard let lexicon else { return storage(of: units, tokenizer: tokenizer, lexicon: nil, previous: previous) }
            return lexicon._withUnsafeGuaranteedRef {
                storage(of: units, tokenizer: tokenizer, lexicon: $0, previous: previous)
            }
        }
    }

    /// The storage of a text's units, tokens and keys and, given `lexicon`, its reading by it (see
    /// the initializer). The storage of a text that takes its keys and reading from `previous`
    /// holds neither.
    private static func storage(
        of units: UnsafeBufferPointer<UInt16>, tokenizer: Tokenizer, lexicon: Lexicon?, previous: AnalyzedText?
    ) -> TextStorage {
        guard let lexicon else { return keyedStorage(of: tokenizer.tokenize(units: units), in: units) }
        // A text a fix only recased or gave punctuation is tokenized alone and, with the tokens
        // of the text it was fixed from, takes that text's keys and reading.
        if let previous, previous.utf16.withUnsafeBufferPointer({ AnalyzedText.sameLetters($0, units) }),
            let reused = reusedKeysAndReading(
                of: tokenizer.tokenize(units: units), in: units, previous: previous, lexicon: lexicon)
        {
            return reused
        }
        return KeyedTokens.read(units, lexicon: lexicon)
    }

    deinit {
        if let mutex {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }
    }

    private static func makeMutex() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        return mutex
    }

    /// A storage of `tokens`, their folded keys and `units`. A token of one ASCII unit (most
    /// punctuation, "I", "a") takes its key from `asciiKeys` instead of building a string.
    private static func keyedStorage(of tokens: [Token], in units: UnsafeBufferPointer<UInt16>) -> TextStorage {
        let asciiKeys = AnalyzedText.asciiKeys
        return TextStorage.make(
            tokenCount: tokens.count, keyCount: tokens.count, knownCount: 0, unitCount: units.count
        ) { sections in
            for (index, token) in tokens.enumerated() {
                (sections.tokens + index).initialize(to: token)
                (sections.keys + index).initialize(to: key(of: token, in: units, asciiKeys: asciiKeys))
            }
            if let start = units.baseAddress { sections.units.initialize(from: start, count: units.count) }
        }
    }

    /// The folded key of a token that is no word looked up in a lexicon ("" for whitespace).
    @inline(__always)
    static func key(
        of token: Token, in units: UnsafeBufferPointer<UInt16>, asciiKeys: [String] = AnalyzedText.asciiKeys
    ) -> String {
        let range = token.range
        if case .whitespace = token.kind { return "" }
        if range.count == 1, units[range.lowerBound] < 0x80 { return asciiKeys[Int(units[range.lowerBound])] }
        return Lexicon.fold(utf16: UnsafeBufferPointer(rebasing: units[range]))
    }

    /// `Lexicon.fold(utf16:)` of each ASCII code unit, by its value.
    static let asciiKeys: [String] = (0..<0x80).map { Lexicon.fold(utf16: [UInt16($0)][...]) }

    /// The text of a UTF-16 range.
    public func string(_ range: Range<Int>) -> String {
        AnalyzedText.string(utf16[range])
    }

    /// UTF-16 code units as a String: ASCII (most UI copy) copied byte for byte, other text
    /// encoded to UTF-8 here (the general decoder is slow on short texts). An unpaired surrogate
    /// becomes U+FFFD, as `String(decoding:as:)` makes it.
    static func string<Units: Collection<UInt16>>(_ units: Units) -> String {
        if units.allSatisfy({ $0 < 0x80 }) {
            return String(unsafeUninitializedCapacity: units.count) { buffer in
                var offset = 0
                for unit in units {
                    buffer[offset] = UInt8(truncatingIfNeeded: unit)
                    offset += 1
                }
                return offset
            }
        }
        // The length first: a string of up to 15 bytes is stored inline only when asked for no
        // more room than that.
        var length = 0
        for unit in units {
            length += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            var iterator = units.makeIterator()
            var pending = iterator.next()
            while let unit = pending {
                pending = iterator.next()
                var scalar = UInt32(unit)
                if unit < 0x80 {
                    buffer[offset] = UInt8(truncatingIfNeeded: unit)
                    offset += 1
                    continue
                }
                if unit >= 0xD800 && unit <= 0xDFFF {
                    if unit <= 0xDBFF, let low = pending, low >= 0xDC00 && low <= 0xDFFF {
                        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        pending = iterator.next()
                    } else {
                        scalar = 0xFFFD
                    }
                }
                offset += encodeUTF8(scalar, into: buffer, at: offset)
            }
            return offset
        }
    }

    /// Writes a scalar value of at least U+0080 as UTF-8 at `offset`; returns the byte count.
    @inline(__always)
    private static func encodeUTF8(_ scalar: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        -> Int
    {
        if scalar < 0x800 {
            buffer[offset] = UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6))
            buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
            return 2
        }
        if scalar < 0x10000 {
            buffer[offset] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
            buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
            buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
            return 3
        }
        buffer[offset] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
        buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
        buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
        buffer[offset + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
        return 4
    }

    /// The text of a token.
    public func string(of token: Token) -> String { string(token.range) }

    /// The text of the token at `index` ("" for whitespace), for the casers and the classifier:
    /// a token that folding leaves as written (ASCII without capitals: most words, punctuation)
    /// is its folded key's string; any other is built when asked for.
    func tokenText(_ index: Int) -> Substring {
        let token = tokens[index]
        if case .whitespace = token.kind { return "" }
        if utf16[token.range].allSatisfy({ $0 < 0x80 && ($0 < 0x41 || $0 > 0x5A) }) { return Substring(folded[index]) }
        return Substring(string(token.range))
    }

    /// The word tokens, in order.
    public var words: [Token] { tokens.filter { $0.kind == .word } }

    /// Each token read once for everything that walks the text word by word (the casers, the
    /// classifier): what `lexicon` knows of it.
    func reading(_ lexicon: Lexicon) -> TokenReading {
        memo.reading(lexicon: lexicon) { TokenReading(self, lexicon: lexicon) }
    }
}

/// Per token of an analyzed text: what a lexicon knows of its folded form
/// (``LexiconWord/unknown`` for every token but words).
struct TokenReading: Sendable {
    let known: KnownWords

    /// The reading of each token as given (one per token, in order).
    init(known: KnownWords) { self.known = known }

    init(_ text: AnalyzedText, lexicon: Lexicon) {
        let tokens = text.tokens
        let folded = text.folded
        let storage = TextStorage.make(tokenCount: 0, keyCount: 0, knownCount: tokens.count, unitCount: 0) { sections in
            for (index, token) in tokens.enumerated() {
                (sections.known + index).initialize(
                    to: token.kind == .word ? lexicon.word(folded: folded[index]) : .unknown)
            }
        }
        known = storage.known
    }
}

/// Results derived from an analyzed text, computed on first use: a view of the answers the text
/// holds. The text's mutex guards them when the text may be shared between threads (a button
/// title, say, analyzed once per run).
struct TextMemo {
    private let text: AnalyzedText

    init(_ text: AnalyzedText) { self.text = text }

    /// What the memo has kept so far. Each answer is kept with the key of the object it is valid
    /// for (a splitter, a lexicon, a text engine: a ``MemoKey``, never reused and holding no
    /// reference), in a place of its own: no array per text.
    fileprivate struct Answers {
        fileprivate var sentences: [SentenceSpan]?
        fileprivate var trailingPunctuation: TrailingPunctuation?
        fileprivate var sentenceTokenRanges: Owned<SentenceTokenRanges>?
        fileprivate var reading: Owned<TokenReading>?
        fileprivate var buttonLabel: Owned<ButtonLabel>?
        fileprivate var genericTitleVerdict: Owned<GenericTitle.Verdict>?
        /// Casing edits, title style (true) and sentence style (false).
        fileprivate var caseEdits = TwoAnswers<(edits: [TextEdit], spellsLearnedName: Bool)>()
        /// The action verb, read as a verb-first question (true) or not (false).
        fileprivate var actionVerbs = TwoAnswers<ActionVerb?>()
        /// The title built from this text as a message, avoiding pronouns (true) or not (false).
        fileprivate var titlesFromMessage = TwoAnswers<String?>()

        /// No answer yet.
        fileprivate init() {}
    }

    /// A memoized value with the key of the object it is valid for.
    fileprivate struct Owned<Value> {
        let owner: MemoKey
        let value: Value

        /// The value when it is `owner`'s (an optional value comes back wrapped: a kept nil is a hit).
        func value(for owner: MemoKey) -> Value? { self.owner == owner ? .some(value) : nil }
    }

    /// Two memoized answers told apart by a flag (a style, a reading, a pronoun choice).
    fileprivate struct TwoAnswers<Value> {
        private var whenTrue: Owned<Value>?
        private var whenFalse: Owned<Value>?

        func value(_ flag: Bool, for owner: MemoKey) -> Value? {
            (flag ? whenTrue : whenFalse)?.value(for: owner)
        }

        mutating func set(_ flag: Bool, _ value: Value, owner: MemoKey) {
            if flag {
                whenTrue = Owned(owner: owner, value: value)
            } else {
                whenFalse = Owned(owner: owner, value: value)
            }
        }
    }

    func sentences(_ compute: () -> [SentenceSpan]) -> [SentenceSpan] {
        memoized({ $0.sentences }, compute, store: { $0.sentences = $1 })
    }

    /// The punctuation at the end of the text.
    func trailingPunctuation(_ compute: () -> TrailingPunctuation) -> TrailingPunctuation {
        memoized({ $0.trailingPunctuation }, compute, store: { $0.trailingPunctuation = $1 })
    }

    /// The sentences as token ranges, by the splitter that found them.
    func sentenceTokenRanges(splitter: some MemoOwner, _ compute: () -> SentenceTokenRanges) -> SentenceTokenRanges {
        memoized(
            { $0.sentenceTokenRanges?.value(for: splitter.memoKey) }, compute,
            store: { $0.sentenceTokenRanges = Owned(owner: splitter.memoKey, value: $1) })
    }

    /// Casing edits in `style`, by the text engine that computed them.
    func caseEdits(
        engine: some MemoOwner, style: CaseStyle, _ compute: () -> (edits: [TextEdit], spellsLearnedName: Bool)
    ) -> (edits: [TextEdit], spellsLearnedName: Bool) {
        memoized(
            { $0.caseEdits.value(style == .title, for: engine.memoKey) }, compute,
            store: { $0.caseEdits.set(style == .title, $1, owner: engine.memoKey) })
    }

    /// The text's tokens as read by a lexicon.
    func reading(lexicon: some MemoOwner, _ compute: () -> TokenReading) -> TokenReading {
        memoized(
            { $0.reading?.value(for: lexicon.memoKey) }, compute,
            store: { $0.reading = Owned(owner: lexicon.memoKey, value: $1) })
    }

    /// The text's label as a button title, by the lexicon that looked it up.
    func buttonLabel(lexicon: some MemoOwner, _ compute: () -> ButtonLabel) -> ButtonLabel {
        memoized(
            { $0.buttonLabel?.value(for: lexicon.memoKey) }, compute,
            store: { $0.buttonLabel = Owned(owner: lexicon.memoKey, value: $1) })
    }

    /// Whether the text as a title conveys nothing or is only an interjection, by the lexicon
    /// that read it: title-generic, title-case and title-punctuation ask the same.
    func genericTitleVerdict(lexicon: some MemoOwner, _ compute: () -> GenericTitle.Verdict) -> GenericTitle.Verdict {
        memoized(
            { $0.genericTitleVerdict?.value(for: lexicon.memoKey) }, compute,
            store: { $0.genericTitleVerdict = Owned(owner: lexicon.memoKey, value: $1) })
    }

    /// The action verb found in this text (``ActionVerbFinder/find(in:isFragmentQuestion:)``), by
    /// the lexicon that found it and whether the text was read as a verb-first question.
    func actionVerb(lexicon: some MemoOwner, isFragmentQuestion: Bool, _ compute: () -> ActionVerb?) -> ActionVerb? {
        memoized(
            { $0.actionVerbs.value(isFragmentQuestion, for: lexicon.memoKey) }, compute,
            store: { $0.actionVerbs.set(isFragmentQuestion, $1, owner: lexicon.memoKey) })
    }

    /// The title built from this text as a message (``TitleRewriter/title(fromMessage:avoidPronouns:)``),
    /// by the text engine that built it and whether pronouns were avoided: the rules that
    /// replace a title (title-generic, no-error-word) and every fix round ask for the same one.
    func titleFromMessage(engine: some MemoOwner, avoidPronouns: Bool, _ compute: () -> String?) -> String? {
        memoized(
            { $0.titlesFromMessage.value(avoidPronouns, for: engine.memoKey) }, compute,
            store: { $0.titlesFromMessage.set(avoidPronouns, $1, owner: engine.memoKey) })
    }

    /// The value `cached` finds, else `compute`'s, kept by `store`. The lock guards the reads and
    /// the store, not the computation (which may ask this memo for something else).
    private func memoized<Value>(
        _ cached: (Answers) -> Value?, _ compute: () -> Value, store: (inout Answers, Value) -> Void
    ) -> Value {
        if let hit = withAnswers({ cached($0) }) { return hit }
        let value = compute()
        withAnswers { store(&$0, value) }
        return value
    }

    /// `body`'s result, with the text's answers to read or change under its mutex, if it has one.
    private func withAnswers<Result>(_ body: (inout Answers) -> Result) -> Result {
        guard let mutex = text.mutex else { return body(&text.answers) }
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&text.answers)
    }
}
