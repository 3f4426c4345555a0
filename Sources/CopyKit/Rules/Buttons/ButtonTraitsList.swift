/// Each button's traits, in order, as plain bits: up to four packed in one word (every alert
/// of the bench and nearly every app's), more in an array. Reading an alert's buttons then
/// allocates nothing, and a copy retains nothing.
struct ButtonTraitsList: RandomAccessCollection, Sendable {
    /// How many traits are packed in ``packed`` at most.
    static let packedCapacity = 4

    /// Traits `0..<count` when `count` is at most ``packedCapacity``, 16 bits each from the low end.
    private var packed: UInt64 = 0
    /// Every trait when there are more than ``packedCapacity``.
    private var spilled: [ButtonTraits]?
    private(set) var count = 0

    /// An empty list with room for `capacity` traits.
    init(capacity: Int) {
        if capacity > Self.packedCapacity {
            spilled = []
            spilled?.reserveCapacity(capacity)
        }
    }

    /// Adds the traits of the next button.
    mutating func append(_ traits: ButtonTraits) {
        if spilled == nil, count == Self.packedCapacity {
            spilled = Array(self)
        }
        if spilled != nil {
            spilled?.append(traits)
        } else {
            packed |= UInt64(traits.rawValue) << (16 * count)
        }
        count += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> ButtonTraits {
        precondition(position >= 0 && position < count, "Index out of range")
        if let spilled { return spilled[position] }
        return ButtonTraits(rawValue: UInt16(truncatingIfNeeded: packed >> (16 * position)))
    }
}
