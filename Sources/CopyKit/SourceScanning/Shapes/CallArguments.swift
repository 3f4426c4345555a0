/// One argument of a call: its label (nil when unlabelled) and its tokens.
public struct CallArgument: Sendable {
    public var label: String?
    /// Token indices of the value (after the label and colon).
    public var tokens: Range<Int>
}

extension SourceFile {
    /// The arguments between the parenthesis (or bracket) at `open` and its match, split at
    /// top-level commas, with Swift labels (`title: x`).
    public func arguments(at open: Int) -> [CallArgument] {
        guard open < tokens.count, tokens[open].match > open else { return [] }
        let close = Int(tokens[open].match)
        var result: [CallArgument] = []
        var start = open + 1
        var cursor = open + 1
        while cursor <= close {
            if cursor == close || (tokens[cursor].kind == .punctuation && `is`(cursor, ",")) {
                if start < cursor { result.append(argument(start..<cursor)) }
                start = cursor + 1
                cursor += 1
                continue
            }
            cursor = skip(cursor)
        }
        return result
    }

    private func argument(_ range: Range<Int>) -> CallArgument {
        if range.count >= 2, tokens[range.lowerBound].kind == .identifier, `is`(range.lowerBound + 1, ":") {
            return CallArgument(label: text(range.lowerBound), tokens: (range.lowerBound + 2)..<range.upperBound)
        }
        return CallArgument(label: nil, tokens: range)
    }

    /// The index after token `index`, jumping over a bracketed group it opens.
    @inline(__always)
    public func skip(_ index: Int) -> Int {
        let match = Int(tokens[index].match)
        return match > index ? match + 1 : index + 1
    }

    /// Whether token `index` opens a bracket of the given kind.
    public func opens(_ index: Int, _ bracket: StaticString) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && `is`(index, bracket)
    }

    /// The trailing closures after a call's `)` (or after a name with none): the unlabelled
    /// first and `label: { … }` ones, as (label, `{` index).
    public func trailingClosures(after index: Int) -> [(label: String?, open: Int)] {
        var result: [(String?, Int)] = []
        var cursor = index
        if opens(cursor, "{") {
            result.append((nil, cursor))
            cursor = skip(cursor)
        } else {
            return []
        }
        while cursor + 2 < tokens.count, tokens[cursor].kind == .identifier, `is`(cursor + 1, ":"),
            opens(cursor + 2, "{")
        {
            result.append((text(cursor), cursor + 2))
            cursor = skip(cursor + 2)
        }
        return result
    }

    /// The innermost `{` that encloses token `index`, or nil.
    public func enclosingBrace(of index: Int, in braces: [Int]) -> Int? {
        var result: Int?
        for open in braces where open < index && Int(tokens[open].match) > index {
            if result == nil || open > result! { result = open }
        }
        return result
    }
}
