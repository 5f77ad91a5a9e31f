import CCairo
import Foundation
import Vellum

extension PangoTextEngine {
  /// Where `draw(_:in:on:)` puts each line and character of a run in a frame of `size`:
  /// the same layout, line origins and alignment, each character's advance from Pango's
  /// leading and trailing edges.
  public func placedText(_ run: TextRun, in size: CGSize) -> PlacedText {
    lock.lock()
    defer { lock.unlock() }
    let (run, layout) = framedLayout(run, in: size)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let bytes = Array(run.string.utf8)
    var lines: [PlacedText.Line] = []
    var shown = 0
    for (index, lineWidth) in lineWidths(layout).enumerated() {
      guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
      let start = Int(line.pointee.start_index)
      let end = min(start + Int(line.pointee.length), bytes.count)
      let dx = Self.indent(run, slack: size.width - lineWidth)
      var clusters: [PlacedText.Cluster] = []
      var offset = start
      for character in String(decoding: bytes[start..<end], as: UTF8.self) {
        let next = offset + character.utf8.count
        if !character.isNewline {
          var leading: Int32 = 0
          var trailing: Int32 = 0
          pango_layout_line_index_to_x(line, Int32(offset), 0, &leading)
          pango_layout_line_index_to_x(line, Int32(offset), 1, &trailing)
          let x = CGFloat(min(leading, trailing)) / CGFloat(PANGO_SCALE)
          let width = CGFloat(abs(trailing - leading)) / CGFloat(PANGO_SCALE)
          clusters.append(PlacedText.Cluster(range: offset..<next, x: dx + x, width: width))
        }
        offset = next
      }
      shown = max(shown, end)
      let origin = CGPoint(x: dx, y: CGFloat(index) * run.font.linePitch + run.font.ascender)
      lines.append(PlacedText.Line(range: start..<end, origin: origin, width: lineWidth, clusters: clusters))
    }
    let hidden = String(decoding: bytes[min(shown, bytes.count)...], as: UTF8.self)
    let truncated = pango_layout_is_ellipsized(layout) != 0 || hidden.contains { !$0.isWhitespace }
    return PlacedText(run: run, lines: lines, isTruncated: truncated)
  }
}
