import CCairo
import Foundation
import Vellum

extension TextRun {
  /// The run with soft hyphens at the syllable breaks of each word the layout broke between
  /// two letters, or nil when it broke none (or none of those words has a syllable break).
  /// Pango breaks at a soft hyphen before it breaks between letters, and draws a hyphen there.
  func hyphenatingWords(brokenIn layout: OpaquePointer) -> TextRun? {
    let bytes = Array(string.utf8)
    var insertions: [Int] = []
    for word in wordsBroken(in: layout) where insertions.last.map({ $0 < word.lowerBound }) ?? true {
      let text = String(decoding: bytes[word], as: UTF8.self)
      insertions += Hyphenation.breaks(in: Substring(text)).map { word.lowerBound + $0 }
    }
    guard !insertions.isEmpty else { return nil }
    let softHyphen = Array("\u{AD}".utf8)
    var hyphenated: [UInt8] = []
    var from = 0
    for offset in insertions {
      hyphenated += bytes[from..<offset] + softHyphen
      from = offset
    }
    hyphenated += bytes[from...]
    func moved(_ offset: Int, inclusive: Bool) -> Int {
      offset + softHyphen.count * insertions.filter { inclusive ? $0 <= offset : $0 < offset }.count
    }
    var run = self
    run.string = String(decoding: hyphenated, as: UTF8.self)
    run.spans = spans.map { span in
      var span = span
      span.range = moved(span.range.lowerBound, inclusive: true)..<moved(span.range.upperBound, inclusive: false)
      return span
    }
    return run
  }

  /// The words (byte ranges of letters) the layout broke between two letters; a break at a
  /// soft hyphen is a syllable's, not counted.
  func wordsBroken(in layout: OpaquePointer) -> [Range<Int>] {
    let lines = Int(pango_layout_get_line_count(layout))
    guard lines > 1 else { return [] }
    let bytes = Array(string.utf8)
    return (1..<lines).compactMap { index in
      let start = Int(pango_layout_get_line_readonly(layout, Int32(index)).pointee.start_index)
      guard start > 1, start < bytes.count, bytes[start - 2] != 0xC2 || bytes[start - 1] != 0xAD else { return nil }
      return word(around: start, in: bytes)
    }
  }

  /// The byte ranges of the words holding a soft hyphen (U+00AD), where Pango may draw a
  /// hyphen when it breaks.
  var wordsWithSoftHyphens: [Range<Int>] {
    guard string.unicodeScalars.contains("\u{AD}") else { return [] }
    var words: [Range<Int>] = []
    var start = 0
    var offset = 0
    var holdsHyphen = false
    for scalar in string.unicodeScalars {
      let length = String(scalar).utf8.count
      if scalar.properties.isWhitespace {
        if holdsHyphen { words.append(start..<offset) }
        start = offset + length
        holdsHyphen = false
      } else if scalar == "\u{AD}" {
        holdsHyphen = true
      }
      offset += length
    }
    if holdsHyphen { words.append(start..<offset) }
    return words
  }

  /// The letters around a line break at byte `offset`, when the break falls between two letters.
  private func word(around offset: Int, in bytes: [UInt8]) -> Range<Int>? {
    func isLetter(_ byte: UInt8) -> Bool { byte >= 0x80 || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    guard isLetter(bytes[offset - 1]), isLetter(bytes[offset]) else { return nil }
    var lower = offset - 1
    while lower > 0, isLetter(bytes[lower - 1]) { lower -= 1 }
    var upper = offset
    while upper < bytes.count, isLetter(bytes[upper]) { upper += 1 }
    return lower..<upper
  }
}
