import Foundation

/// The platform of the app a path belongs to, read from its project: the `platforms` of a
/// `Package.swift`, the `SDKROOT`/`SUPPORTED_PLATFORMS` of an Xcode project, or the UI framework
/// its Swift files import. Used when neither `--platform` nor the configuration names one.
public enum ProjectPlatform {
    /// What was detected and why.
    public struct Detection: Hashable, Sendable {
        public var platform: Platform
        /// "Package.swift lists only .macOS", "12 Swift files import AppKit and none UIKit" …
        public var reason: String
    }

    /// The platform of the projects `paths` are in, when every project that says anything says
    /// macOS; nil (iOS width) otherwise.
    public static func detect(_ paths: [String]) -> Detection? {
        var roots: [String] = []
        for path in paths where path != "-" {
            let root = projectRoot(of: path)
            if !roots.contains(root) { roots.append(root) }
        }
        var found: Detection?
        for root in roots {
            guard let detection = detect(root: root) else { continue }
            if detection.platform != .macos { return nil }
            found = found ?? detection
        }
        return found
    }

    /// The directory a path's project is in: the nearest directory at or above it with a
    /// `Package.swift`, an `.xcodeproj` or a `.git`; else the path itself (or a file's directory).
    public static func projectRoot(of path: String) -> String {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        var url = URL(fileURLWithPath: path).standardizedFileURL
        if !(exists && isDirectory.boolValue) { url.deleteLastPathComponent() }
        let start = url.path
        while true {
            let contents = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
            if contents.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return start }
            url = parent
        }
    }

    /// The platform a project directory declares, strongest evidence first.
    public static func detect(root: String) -> Detection? {
        let fileManager = FileManager.default
        let contents = ((try? fileManager.contentsOfDirectory(atPath: root)) ?? []).sorted()
        if contents.contains("Package.swift"),
            let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8),
            let platforms = packagePlatforms(manifest), !platforms.isEmpty
        {
            return platforms == ["macOS"]
                ? Detection(platform: .macos, reason: "Package.swift lists only .macOS")
                : Detection(
                    platform: .ios, reason: "Package.swift lists \(platforms.map { "." + $0 }.joined(separator: ", "))")
        }
        for project in contents where project.hasSuffix(".xcodeproj") {
            guard let settings = try? String(contentsOfFile: "\(root)/\(project)/project.pbxproj", encoding: .utf8)
            else { continue }
            let sdks = xcodeSDKs(settings)
            if sdks.isEmpty { continue }
            return sdks == ["macosx"]
                ? Detection(platform: .macos, reason: "\(project) builds only for macosx")
                : Detection(platform: .ios, reason: "\(project) builds for \(sdks.sorted().joined(separator: ", "))")
        }
        let imports = swiftImports(under: root)
        if imports.appKit > 0 && imports.uiKit == 0 {
            return Detection(
                platform: .macos,
                reason:
                    "\(imports.appKit) Swift file\(imports.appKit == 1 ? "" : "s") import AppKit or Cocoa, none UIKit")
        }
        if imports.uiKit > 0 {
            return Detection(
                platform: .ios, reason: "\(imports.uiKit) Swift file\(imports.uiKit == 1 ? "" : "s") import UIKit")
        }
        return nil
    }

    /// The platform names in a manifest's `platforms: [...]` (`macOS`, `iOS` …), or nil without one.
    static func packagePlatforms(_ manifest: String) -> [String]? {
        guard let label = manifest.range(of: "platforms:"),
            let open = manifest[label.upperBound...].firstIndex(of: "[")
        else { return nil }
        var depth = 0
        var end = manifest.endIndex
        for index in manifest[open...].indices {
            switch manifest[index] {
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { end = index }
            default: break
            }
            if end != manifest.endIndex { break }
        }
        let list = manifest[manifest.index(after: open)..<end]
        var names: [String] = []
        for line in list.split(separator: "\n" as Character) {
            let code = line.components(separatedBy: "//")[0]
            var rest = Substring(code)
            while let dot = rest.firstIndex(of: ".") {
                let name = rest[rest.index(after: dot)...].prefix { $0.isLetter }
                if Self.packagePlatformNames.contains(String(name)), !names.contains(String(name)) {
                    names.append(String(name))
                }
                rest = rest[rest.index(after: dot)...]
            }
        }
        return names
    }

    /// The platforms `SupportedPlatform` declares.
    static let packagePlatformNames: Set<String> = [
        "macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit", "linux", "windows", "android",
    ]

    /// The SDKs an Xcode project's build settings name (`SDKROOT`, `SUPPORTED_PLATFORMS`).
    static func xcodeSDKs(_ settings: String) -> Set<String> {
        var sdks: Set<String> = []
        for line in settings.split(separator: "\n" as Character) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("SDKROOT =") || trimmed.hasPrefix("SUPPORTED_PLATFORMS =") else { continue }
            let value = trimmed.drop { $0 != "=" }.dropFirst()
                .trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            for name in value.split(separator: " " as Character) where !name.hasPrefix("$") {
                sdks.insert(name.hasSuffix("simulator") ? String(name.dropLast(9)) + "os" : String(name))
            }
        }
        return sdks
    }

    /// How many Swift files under `root` import AppKit (or Cocoa) and how many UIKit (at most
    /// `limit` files read, skipping build and dependency folders).
    static func swiftImports(under root: String, limit: Int = 2000) -> (appKit: Int, uiKit: Int) {
        let skipped: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]
        // The first `limit` readable Swift files in the walk's order, then read on every core.
        var paths: [String] = []
        DirectoryWalk.walk(root) { entry in
            if skipped.contains(entry.name) { return .skip }
            guard entry.name.hasSuffix(".swift"), entry.name != "Package.swift", !entry.isDirectory,
                FileManager.default.isReadableFile(atPath: entry.path)
            else { return .descend }
            paths.append(entry.path)
            return paths.count < limit ? .descend : .stop
        }
        let imports = paths.concurrentMap(minimumChunk: 16) { path -> (appKit: Bool, uiKit: Bool)? in
            FileManager.default.contents(atPath: path).map { data in
                data.withUnsafeBytes { uiFrameworkImports(in: $0.bindMemory(to: UInt8.self)) }
            }
        }
        return (imports.count { $0?.appKit == true }, imports.count { $0?.uiKit == true })
    }

    /// Whether a Swift file's bytes import AppKit (or Cocoa) and UIKit: a line whose words
    /// (split at spaces) are attributes (`@testable`) or `public`/`internal`, then `import` and
    /// the framework's name. Read byte by byte: a line that starts otherwise is skipped to its end.
    static func uiFrameworkImports(in bytes: UnsafeBufferPointer<UInt8>) -> (appKit: Bool, uiKit: Bool) {
        var (appKit, uiKit) = (false, false)
        var index = 0
        /// The word at `index` (up to a space or a line end), moving `index` past it.
        func nextWord() -> Range<Int>? {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let start = index
            while index < bytes.count, !isWordEnd(bytes[index]) { index += 1 }
            return index > start ? start..<index : nil
        }
        func isWordEnd(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        func isWord(_ range: Range<Int>, _ text: StaticString) -> Bool {
            range.count == text.utf8CodeUnitCount
                && range.indices.allSatisfy { bytes[$0] == text.utf8Start[$0 - range.lowerBound] }
        }
        while index < bytes.count {
            while let word = nextWord() {
                if isWord(word, "import") {
                    if let name = nextWord() {
                        if isWord(name, "AppKit") || isWord(name, "Cocoa") { appKit = true }
                        if isWord(name, "UIKit") { uiKit = true }
                    }
                    break
                }
                guard
                    bytes[word.lowerBound] == UInt8(ascii: "@") || isWord(word, "public")
                        || isWord(word, "internal")
                else { break }
            }
            // On to the next line.
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            index += 1
        }
        return (appKit, uiKit)
    }
}
