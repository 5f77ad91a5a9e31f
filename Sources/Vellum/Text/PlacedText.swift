import Foundation

/// Where a run's lines and characters fall when it is drawn in a frame, in the frame's
/// coordinates: what a `TextRenderer`'s `Text.Layout` is made from. The text engine that
/// draws the run answers it (`TextMeasuring.placedText`), so the two always agree.
public struct PlacedText: Equatable, Sendable {
  /// One drawn line.
  public struct Line: Equatable, Sendable {
    /// The line's characters, as UTF-8 offsets into the run's string.
    public var range: Range<Int>
    /// The left end of the line's baseline.
    public var origin: CGPoint
    /// The line's advance.
    public var width: CGFloat
    /// Its characters in logical order.
    public var clusters: [Cluster]

    public init(range: Range<Int>, origin: CGPoint, width: CGFloat, clusters: [Cluster]) {
      self.range = range
      self.origin = origin
      self.width = width
      self.clusters = clusters
    }
  }

  /// One character (grapheme cluster) as drawn: its advance, from `x` to `x + width`.
  public struct Cluster: Equatable, Sendable {
    /// The character, as UTF-8 offsets into the run's string.
    public var range: Range<Int>
    public var x: CGFloat
    public var width: CGFloat

    public init(range: Range<Int>, x: CGFloat, width: CGFloat) {
      self.range = range
      self.x = x
      self.width = width
    }
  }

  /// The run as drawn: shrunk when `minimumScaleFactor` had to.
  public var run: TextRun
  public var lines: [Line]
  /// Whether some characters are not shown (cut with an ellipsis or past the last line).
  public var isTruncated: Bool

  public init(run: TextRun, lines: [Line], isTruncated: Bool) {
    self.run = run
    self.lines = lines
    self.isTruncated = isTruncated
  }
}

extension TextMeasuring {
  /// A stand-in placement for measurers that do not draw: a line per paragraph, aligned as
  /// the run says, each character as wide as the measurer finds its prefix grows.
  public func placedText(_ run: TextRun, in size: CGSize) -> PlacedText {
    var lines: [PlacedText.Line] = []
    var start = 0
    var plain = run
    plain.spans = []
    plain.lineLimit = nil
    for (index, paragraph) in run.string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var clusters: [PlacedText.Cluster] = []
      var offset = start
      var x: CGFloat = 0
      plain.string = ""
      for character in paragraph {
        plain.string.append(character)
        let right = measure(plain, width: nil, maxLines: nil).size.width
        let bytes = character.utf8.count
        clusters.append(PlacedText.Cluster(range: offset..<offset + bytes, x: x, width: right - x))
        (x, offset) = (right, offset + bytes)
      }
      let slack = size.width - x
      let alignment = run.rightToLeft ? run.alignment.flipped : run.alignment
      let dx: CGFloat = alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack
      for i in clusters.indices { clusters[i].x += dx }
      let baseline = CGFloat(index) * run.font.linePitch + run.font.ascender
      lines.append(
        PlacedText.Line(range: start..<offset, origin: CGPoint(x: dx, y: baseline), width: x, clusters: clusters))
      start = offset + 1
    }
    return PlacedText(run: run, lines: lines, isTruncated: false)
  }
}

extension TextAlignment {
  /// Leading and trailing swapped, for right-to-left text.
  var flipped: TextAlignment { self == .leading ? .trailing : self == .trailing ? .leading : .center }
}
