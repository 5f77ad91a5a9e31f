import CCairo
import Foundation
import Vellum

extension TextRun {
  /// The run with the first line's last word moved down to the second line, when the layout
  /// wrapped it at a space onto two lines, the second holding one word and the first more
  /// than one: the space before that word becomes a line break (one byte for one, so spans
  /// keep their offsets). Nil otherwise.
  func movingLastWordDown(in layout: OpaquePointer) -> TextRun? {
    guard pango_layout_get_line_count(layout) == 2 else { return nil }
    var bytes = Array(string.utf8)
    let second = Int(pango_layout_get_line_readonly(layout, 1).pointee.start_index)
    guard second > 1, second < bytes.count, bytes[second - 1] == 0x20 else { return nil }
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A }
    let last = bytes[second...]
    guard let lastEnd = last.lastIndex(where: { !isBlank($0) }), !last[...lastEnd].contains(where: isBlank) else {
      return nil
    }
    guard let firstEnd = bytes[..<second].lastIndex(where: { !isBlank($0) }),
      let split = bytes[..<firstEnd].lastIndex(of: 0x20),
      bytes[..<split].contains(where: { !isBlank($0) }), !bytes[..<second].contains(0x0A)
    else { return nil }
    bytes[split] = 0x0A
    var run = self
    run.string = String(decoding: bytes, as: UTF8.self)
    return run
  }
}
