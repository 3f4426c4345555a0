extension PhraseRewriter {
    /// The parsed table compiled against one lexicon, with its entries indexed by the words
    /// they can start with.
    final class Table: Sendable {
        let entries: [Entry]
        /// Every entry's pattern, one after another.
        let elements: [Element]
        /// The words patterns name, by the index a `.word` element holds.
        let words: [LexiconKey]
        /// The user lists patterns name, by the index a `.userList` element holds.
        let userLists: [String]
        let templates: [Template]
        /// The longest pattern, in elements: room for one match's captures.
        let longestPattern: Int
        /// The candidate entries of each first word, in table order, one list after another.
        let candidates: [Int32]
        /// The entries that may start at a word, by the word: a range of ``candidates``.
        let candidatesByFirstWord: LexiconKeyed<Range<Int>>
        /// The entries whose first element is a slot that can match any word: the candidates
        /// of every word no entry starts with.
        let anyFirst: Range<Int>
        /// ``PhraseRewriter/beForms`` as the lexicon knows them, in their order.
        let be: [LexiconKey]
        /// "a" and "an" as the lexicon knows them.
        let article: [LexiconKey]
        /// Stop words besides the lists and the forms of "be".
        let otherStopWords: [LexiconKey]
        /// The words each entry's pattern names: entries a text cannot match are not tried.
        let required: RequiredWords

        init(lines: [String], lexicon: Lexicon) {
            var entries: [Entry] = []
            var elements: [Element] = []
            var words: [LexiconKey] = []
            var wordIndices: [String: Int32] = [:]
            var userLists: [String] = []
            var templates: [Template] = []
            var anyFirst: [Int] = []
            var byFirstWord: [String: [Int]] = [:]
            var longestPattern = 0
            for line in lines {
                guard let sides = TextScanning.sides(of: line) else { continue }
                var slots: [Slot?] = []
                let start = elements.count
                for piece in sides.left.split(separator: " " as Character) {
                    let text = String(piece)
                    if text.hasPrefix("{"), text.hasSuffix("}") {
                        let slot = Slot(name: String(text.dropFirst().dropLast()))
                        slots.append(slot)
                        switch slot {
                        case .article: elements.append(.article)
                        case .be: elements.append(.be)
                        case .verb: elements.append(.verb)
                        case .rest: elements.append(.rest)
                        case .nounPhrase: elements.append(.nounPhrase)
                        case .end: elements.append(.end)
                        case .list(let list): elements.append(.list(list))
                        case .userList(let name):
                            elements.append(.userList(Int32(userLists.count)))
                            userLists.append(name)
                        }
                    } else {
                        let word = TextScanning.normalize(text)
                        slots.append(nil)
                        if let index = wordIndices[word] {
                            elements.append(.word(index))
                        } else {
                            let index = Int32(words.count)
                            wordIndices[word] = index
                            words.append(LexiconKey(folded: word, lexicon: lexicon))
                            elements.append(.word(index))
                        }
                    }
                }
                guard let first = slots.first else { continue }
                longestPattern = max(longestPattern, slots.count)
                let index = entries.count
                let right = sides.right
                let outcome: Outcome
                switch right {
                case "-": outcome = .report
                case "=": outcome = .exception
                default:
                    outcome = .rewrite(templates.count)
                    templates.append(Template(right, slots: slots))
                }
                entries.append(Entry(pattern: start..<elements.count, outcome: outcome))
                switch first {
                case nil:
                    guard case .word(let word) = elements[start] else { continue }
                    byFirstWord[words[Int(word)].folded, default: []].append(index)
                case .article?: for word in ["a", "an"] { byFirstWord[word, default: []].append(index) }
                case .be?: for word in PhraseRewriter.beForms { byFirstWord[word, default: []].append(index) }
                case .some: anyFirst.append(index)
                }
            }
            var candidates: [Int32] = anyFirst.map { Int32($0) }
            self.anyFirst = 0..<candidates.count
            var ranges: [String: Range<Int>] = [:]
            for (word, specific) in byFirstWord {
                let start = candidates.count
                candidates += (anyFirst.isEmpty ? specific : (specific + anyFirst).sorted()).map { Int32($0) }
                ranges[word] = start..<candidates.count
            }
            self.entries = entries
            self.elements = elements
            self.words = words
            self.userLists = userLists
            self.templates = templates
            self.longestPattern = longestPattern
            self.candidates = candidates
            self.candidatesByFirstWord = LexiconKeyed(ranges, lexicon: lexicon)
            self.be = PhraseRewriter.beForms.map { LexiconKey(folded: $0, lexicon: lexicon) }
            self.article = ["a", "an"].map { LexiconKey(folded: $0, lexicon: lexicon) }
            self.otherStopWords = PhraseRewriter.otherStopWords.map { LexiconKey(folded: $0, lexicon: lexicon) }
            self.required = RequiredWords(
                patterns: entries.map { entry in
                    elements[entry.pattern].compactMap { element in
                        guard case .word(let word) = element else { return nil }
                        return words[Int(word)]
                    }
                }, lexicon: lexicon)
        }

        /// The index of the form of "be" a word is (``PhraseRewriter/beForms``), if it is one.
        @inline(__always)
        func beForm(_ known: LexiconWord, folded: String) -> Int? {
            be.firstIndex { $0.matches(known, folded: folded) }
        }
    }
}
