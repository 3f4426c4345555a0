/// An edition of Apple's alert guidance; each rule's severity and behaviour depends on it.
public enum Profile: String, Codable, Sendable, CaseIterable {
    /// The current multiplatform HIG (the default).
    case current
    /// The iOS 7-era iOS HIG.
    case ios7
    /// The tvOS HIG.
    case tvos
    /// The 2011 iOS HIG.
    case ios2011
    /// The 2009 iPhone OS HIG.
    case iphoneos3

    /// The verb guidance uses to name a button, or nil when the edition gives none.
    public var guidanceVerb: String? {
        switch self {
        case .current: return "choose"
        case .ios7, .ios2011, .iphoneos3: return "tap"
        case .tvos: return nil
        }
    }

    /// How many lines a title may take before `title-length` fires.
    public var titleLineLimit: Int {
        switch self {
        case .current, .iphoneos3: return 2
        case .ios7, .tvos, .ios2011: return 1
        }
    }
}

/// The platform whose alert width the length rules measure against.
public enum Platform: String, Codable, Sendable, CaseIterable {
    case ios
    case macos
    case tvos
    case watchos
    case visionos
}
