/// Words for the fast-path tests, each also as a slice of a longer (heap-stored) string: a fast
/// path must answer the same for a word that starts inside another string's storage.
func wordsAndSlices(_ words: [Substring]) -> [Substring] {
    words
        + words.map { word in
            let long = "a long string to slice from: " + word + " and more after it"
            let start = long.index(long.startIndex, offsetBy: 29)
            return long[start..<long.index(start, offsetBy: word.count)]
        }
}
