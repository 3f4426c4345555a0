/// A text's analysis in one allocation: its tokens, their folded keys, their reading by a
/// lexicon and the text's UTF-16 code units, each a section that may be empty. Made once and
/// never changed; read through sections (``StorageSection``), which keep it alive. One
/// allocation and one free a text instead of an array each.
///
/// A key is owned by the storage (freed with it) or borrowed: a copy, taken without a
/// reference, of a string that outlives the storage (a word table's, which the storage holds,
/// or one kept for the whole run). Most keys are a known word's: the storage neither
/// references nor frees them one by one.
final class TextStorage: ManagedBuffer<TextStorage.Header, UInt64> {
    /// How many values each section holds and where it starts, in bytes from the first element.
    struct Layout {
        var tokenCount = 0
        var keyCount = 0
        var knownCount = 0
        var unitCount = 0
        /// The first `ownedKeyPrefix` keys are owned, and those at the owned key indices.
        var ownedKeyPrefix = 0
        var ownedKeyIndexCount = 0
        var keysOffset = 0
        var knownOffset = 0
        var ownedKeyIndicesOffset = 0
        var unitsOffset = 0
    }

    /// The layout and what keeps the borrowed keys alive.
    struct Header {
        var layout: Layout
        let keyLender: AnyObject?
    }

    /// Which keys a new storage owns.
    enum KeyOwnership {
        /// Every key.
        case all
        /// The first `prefix` keys and `indexCount` more, whose indices the caller writes to
        /// ``Sections/ownedKeyIndices``; the others are borrowed from `lender` or kept for the run.
        case some(prefix: Int, indexCount: Int, lender: AnyObject)
    }

    /// Where a new storage's sections start, for the caller to initialize each in full.
    struct Sections {
        let tokens: UnsafeMutablePointer<Token>
        let keys: UnsafeMutablePointer<String>
        let known: UnsafeMutablePointer<LexiconWord>
        /// The indices of the owned keys past the owned prefix (``KeyOwnership/some(prefix:indexCount:lender:)``).
        let ownedKeyIndices: UnsafeMutablePointer<Int32>
        let units: UnsafeMutablePointer<UInt16>
    }

    /// A storage of the given section sizes; `initialize` must initialize every value of every
    /// section, an owned key (see `keys`) as a value of its own, a borrowed one as a bitwise copy
    /// (``borrow(_:into:)``). The owned keys are deinitialized when the storage is freed.
    static func make(
        tokenCount: Int, keyCount: Int, knownCount: Int, unitCount: Int, keys ownership: KeyOwnership = .all,
        initialize: (Sections) -> Void
    ) -> TextStorage {
        var layout = Layout(tokenCount: tokenCount, keyCount: keyCount, knownCount: knownCount, unitCount: unitCount)
        let lender: AnyObject?
        switch ownership {
        case .all:
            layout.ownedKeyPrefix = keyCount
            lender = nil
        case .some(let prefix, let indexCount, let keyLender):
            layout.ownedKeyPrefix = prefix
            layout.ownedKeyIndexCount = indexCount
            lender = keyLender
        }
        // Tokens, keys and readings are 8-byte aligned; the four-byte indices and the two-byte
        // units come last.
        layout.keysOffset = tokenCount * MemoryLayout<Token>.stride
        layout.knownOffset = layout.keysOffset + keyCount * MemoryLayout<String>.stride
        layout.ownedKeyIndicesOffset = layout.knownOffset + knownCount * MemoryLayout<LexiconWord>.stride
        layout.unitsOffset = layout.ownedKeyIndicesOffset + layout.ownedKeyIndexCount * MemoryLayout<Int32>.stride
        let byteCount = layout.unitsOffset + unitCount * MemoryLayout<UInt16>.stride
        let storage = unsafeDowncast(
            TextStorage.create(minimumCapacity: (byteCount + 7) / 8) { _ in Header(layout: layout, keyLender: lender) },
            to: TextStorage.self)
        storage.withUnsafeMutablePointerToElements { words in
            initialize(TextStorage.sections(UnsafeMutableRawPointer(words), layout))
        }
        return storage
    }

    /// Writes a bitwise copy of `key` to `slot`, taking no reference: for a borrowed key, whose
    /// string outlives the storage.
    @inline(__always)
    static func borrow(_ key: UnsafePointer<String>, into slot: UnsafeMutablePointer<String>) {
        UnsafeMutableRawPointer(slot).copyMemory(from: key, byteCount: MemoryLayout<String>.size)
    }

    deinit {
        let layout = self.layout
        withUnsafeMutablePointerToElements { words in
            let sections = TextStorage.sections(UnsafeMutableRawPointer(words), layout)
            sections.keys.deinitialize(count: layout.ownedKeyPrefix)
            for position in 0..<layout.ownedKeyIndexCount {
                (sections.keys + Int(sections.ownedKeyIndices[position])).deinitialize(count: 1)
            }
        }
    }

    private static func sections(_ base: UnsafeMutableRawPointer, _ layout: Layout) -> Sections {
        Sections(
            tokens: base.assumingMemoryBound(to: Token.self),
            keys: (base + layout.keysOffset).assumingMemoryBound(to: String.self),
            known: (base + layout.knownOffset).assumingMemoryBound(to: LexiconWord.self),
            ownedKeyIndices: (base + layout.ownedKeyIndicesOffset).assumingMemoryBound(to: Int32.self),
            units: (base + layout.unitsOffset).assumingMemoryBound(to: UInt16.self))
    }

    /// The sizes and places of the sections, read through a pointer: the `header` property
    /// would check exclusive access at run time.
    var layout: Layout { withUnsafeMutablePointerToHeader { $0.pointee.layout } }

    /// The first byte of the sections; valid while the storage lives.
    private var base: UnsafeMutableRawPointer { UnsafeMutableRawPointer(withUnsafeMutablePointerToElements { $0 }) }

    /// The tokens section.
    var tokens: TextTokens {
        TextTokens(
            storage: self, base: UnsafePointer(base.assumingMemoryBound(to: Token.self)), count: layout.tokenCount)
    }

    /// The keys section.
    var keys: TextKeys {
        TextKeys(
            storage: self, base: UnsafePointer((base + layout.keysOffset).assumingMemoryBound(to: String.self)),
            count: layout.keyCount)
    }

    /// The readings section.
    var known: KnownWords {
        KnownWords(
            storage: self, base: UnsafePointer((base + layout.knownOffset).assumingMemoryBound(to: LexiconWord.self)),
            count: layout.knownCount)
    }

    /// The units section.
    var units: TextUnits {
        TextUnits(
            storage: self, base: UnsafePointer((base + layout.unitsOffset).assumingMemoryBound(to: UInt16.self)),
            count: layout.unitCount)
    }
}

/// Values of a text's analysis held in a ``TextStorage``, read like an array indexed from 0.
/// Keeps its storage alive; never changed. One concrete type per section, so that copies are
/// plain retains.
public protocol StorageSection: RandomAccessCollection where Index == Int {
    /// The first value.
    var base: UnsafePointer<Element> { get }
    var count: Int { get }
}

extension StorageSection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inline(__always)
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "Index out of range")
        return base[position]
    }

    /// `body`'s result with the values as a buffer, valid only during `body`. The section, held
    /// for the call, keeps its storage alive: its storage is not read (a read would retain it).
    @inline(__always)
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows
        -> Result
    {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    @inline(__always)
    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        try withUnsafeBufferPointer(body)
    }
}

/// A text's UTF-16 code units.
public struct TextUnits: StorageSection, Equatable, @unchecked Sendable {
    /// Keeps the values alive.
    let storage: TextStorage
    public typealias Element = UInt16
    public let base: UnsafePointer<UInt16>
    public let count: Int

    public static func == (lhs: TextUnits, rhs: TextUnits) -> Bool { lhs.elementsEqual(rhs) }
}

/// A text's tokens.
public struct TextTokens: StorageSection, Equatable, @unchecked Sendable {
    /// Keeps the values alive.
    let storage: TextStorage
    public typealias Element = Token
    public let base: UnsafePointer<Token>
    public let count: Int

    public static func == (lhs: TextTokens, rhs: TextTokens) -> Bool { lhs.elementsEqual(rhs) }
}

/// A text's folded keys, one a token.
public struct TextKeys: StorageSection, @unchecked Sendable {
    /// Keeps the values alive.
    let storage: TextStorage
    public typealias Element = String
    public let base: UnsafePointer<String>
    public let count: Int
}

/// What a lexicon knows of each token of a text.
public struct KnownWords: StorageSection, @unchecked Sendable {
    /// Keeps the values alive.
    let storage: TextStorage
    public typealias Element = LexiconWord
    public let base: UnsafePointer<LexiconWord>
    public let count: Int
}

/// UTF-16 code units held contiguously: an array of them, an analyzed text's, or a slice of either.
public protocol ContiguousUnits: RandomAccessCollection where Element == UInt16, Index == Int {
    /// `body`'s result with the units as a buffer, valid only during `body`.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows -> Result
}

extension Array: ContiguousUnits where Element == UInt16 {}
extension ArraySlice: ContiguousUnits where Element == UInt16 {}
extension TextUnits: ContiguousUnits {}

extension Slice: ContiguousUnits where Base == TextUnits {
    @inline(__always)
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows
        -> Result
    {
        try base.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[startIndex..<endIndex])) }
    }
}
