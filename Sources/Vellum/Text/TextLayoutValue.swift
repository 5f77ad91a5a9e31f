import Foundation

extension Text {
  /// The laid-out lines of a text, as a `TextRenderer` receives them: lines of runs of
  /// glyph slices, each with its typographic bounds in the text view's coordinates.
  ///
  /// SwiftUI's runs are Core Text's glyph runs; Vellum's break where a style or a custom
  /// attribute changes, and a glyph is a character (a ligature is two). Drawing a line, run
  /// or slice draws the whole text as laid out with every other character invisible, so
  /// kerning, shaping and each glyph's ink are as in the text drawn by itself.
  public struct Layout: RandomAccessCollection, Equatable {
    /// Whether some of the text is not shown (cut with an ellipsis, or past the last line).
    public var isTruncated: Bool
    let lines: [Line]

    public var startIndex: Int { 0 }
    public var endIndex: Int { lines.count }
    public subscript(index: Int) -> Line { lines[index] }

    /// The index of a character in the source text: opaque, for comparing positions.
    public struct CharacterIndex: Hashable, Comparable, Strideable, Sendable {
      let offset: Int
      public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(offset: offset + n) }
      public func distance(to other: CharacterIndex) -> Int { other.offset - offset }
      public static func < (a: CharacterIndex, b: CharacterIndex) -> Bool { a.offset < b.offset }
    }

    /// Options for drawing a line, run or slice; Vellum draws at full precision whatever they say.
    public struct DrawingOptions: OptionSet, Sendable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
    }

    /// The typographic bounds of an element: its baseline's left end, advance and line metrics.
    @frozen public struct TypographicBounds: Equatable, Sendable {
      public var origin: CGPoint
      public var width: CGFloat
      public var ascent: CGFloat
      public var descent: CGFloat
      public var leading: CGFloat

      public init() {
        origin = .zero
        width = 0
        ascent = 0
        descent = 0
        leading = 0
      }

      init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
        self.origin = origin
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
      }

      /// From the ascent above the baseline to the descent below it.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// One line: its runs, left to right in logical order.
    public struct Line: RandomAccessCollection, Equatable {
      /// The left end of the line's baseline.
      public var origin: CGPoint { typographicBounds.origin }
      public let typographicBounds: TypographicBounds
      let runs: [Run]
      /// The text and the line's characters in it (an ellipsis stands for some of them).
      let text: DrawnText
      let range: Range<Int>

      public var startIndex: Int { 0 }
      public var endIndex: Int { runs.count }
      public subscript(index: Int) -> Run { runs[index] }
    }

    /// Characters of a line drawn in one style with the same custom attributes.
    public struct Run: RandomAccessCollection, Equatable {
      struct Glyph: Equatable {
        var x: CGFloat
        var width: CGFloat
        /// The character's UTF-8 offsets in the text.
        var range: Range<Int>
        var character: CharacterIndex { CharacterIndex(offset: range.lowerBound) }
      }
      let glyphs: [Glyph]
      let attributes: [AnyHashable]
      let metrics: LineMetrics
      public let layoutDirection: LayoutDirection

      public var startIndex: Int { 0 }
      public var endIndex: Int { glyphs.count }
      /// One glyph, as a slice of this run.
      public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<index + 1) }

      /// The run's custom attribute of type `T` (`Text.customAttribute`), or nil.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
        attributes.last { $0.base is T }?.base as? T
      }

      public var typographicBounds: TypographicBounds { bounds(glyphs.indices) }
      public var characterIndices: [CharacterIndex] { glyphs.map(\.character) }

      func bounds(_ range: Range<Int>) -> TypographicBounds {
        guard let first = range.first, let last = range.last else {
          return metrics.bounds(x: glyphs.first?.x ?? 0, width: 0)
        }
        let minX = glyphs[range].map(\.x).min() ?? glyphs[first].x
        let maxX = glyphs[range].map { $0.x + $0.width }.max() ?? glyphs[last].x
        return metrics.bounds(x: minX, width: maxX - minX)
      }
    }

    /// Some of a run's glyphs.
    public struct RunSlice: RandomAccessCollection, Equatable {
      public var run: Run
      public var indices: Range<Int>

      public init(run: Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices
      }

      public var startIndex: Int { indices.lowerBound }
      public var endIndex: Int { indices.upperBound }
      public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<index + 1) }

      /// The custom attribute of type `T` of the slice's run, or nil.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

      public var typographicBounds: TypographicBounds { run.bounds(indices.clamped(to: run.glyphs.indices)) }
      public var characterIndices: [CharacterIndex] {
        run.glyphs[indices.clamped(to: run.glyphs.indices)].map(\.character)
      }
    }
  }
}

/// A line's baseline and metrics, and the text it belongs to.
struct LineMetrics: Equatable {
  let text: DrawnText
  let baseline: CGFloat
  let ascent: CGFloat
  let descent: CGFloat
  let leading: CGFloat

  func bounds(x: CGFloat, width: CGFloat) -> Text.Layout.TypographicBounds {
    .init(origin: CGPoint(x: x, y: baseline), width: width, ascent: ascent, descent: descent, leading: leading)
  }
}

/// The text a renderer's layout draws: its run and style, as the text view would draw them.
final class DrawnText: Equatable {
  let run: TextRun
  let style: AnyShapeStyle

  init(run: TextRun, style: AnyShapeStyle) {
    self.run = run
    self.style = style
  }

  static func == (a: DrawnText, b: DrawnText) -> Bool { a === b }

  /// The run with every character outside `shown` drawn invisible.
  func showing(_ shown: [Range<Int>]) -> TextRun {
    var copy = run
    var start = 0
    for range in shown.sorted(by: { $0.lowerBound < $1.lowerBound }) + [run.string.utf8.count..<Int.max] {
      if range.lowerBound > start {
        var hidden = TextSpan(range: start..<range.lowerBound)
        hidden.isHidden = true
        copy.spans.append(hidden)
      }
      start = max(start, range.upperBound)
    }
    return copy
  }
}

extension Text.Layout {
  /// The layout of `placed`, its runs broken where a span or a custom attribute begins or ends.
  init(_ placed: PlacedText, style: AnyShapeStyle, attributes: [TextAttributeRange], direction: LayoutDirection) {
    let text = DrawnText(run: placed.run, style: style)
    let font = placed.run.font
    let leading = Swift.max(font.linePitch - font.lineHeight, 0)
    var breaks = Set(placed.run.spans.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
    for range in attributes { breaks.formUnion([range.range.lowerBound, range.range.upperBound]) }
    let lines = placed.lines.map { line in
      let metrics = LineMetrics(
        text: text, baseline: line.origin.y, ascent: font.ascender, descent: font.descender, leading: leading)
      var runs: [Run] = []
      var glyphs: [Run.Glyph] = []
      var current: [AnyHashable] = []
      for cluster in line.clusters {
        let start = cluster.range.lowerBound
        if breaks.contains(start) || glyphs.isEmpty {
          if !glyphs.isEmpty {
            runs.append(Run(glyphs: glyphs, attributes: current, metrics: metrics, layoutDirection: direction))
          }
          glyphs = []
          current = attributes.filter { $0.range.contains(start) }.flatMap(\.attributes)
        }
        glyphs.append(Run.Glyph(x: cluster.x, width: cluster.width, range: cluster.range))
      }
      if !glyphs.isEmpty {
        runs.append(Run(glyphs: glyphs, attributes: current, metrics: metrics, layoutDirection: direction))
      }
      return Line(
        typographicBounds: metrics.bounds(x: line.origin.x, width: line.width), runs: runs, text: text,
        range: line.range)
    }
    self.init(isTruncated: placed.isTruncated, lines: lines)
  }
}
