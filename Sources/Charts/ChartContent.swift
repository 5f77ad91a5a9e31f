import Vellum

/// What a `Chart` shows, as Swift Charts' `ChartContent`: marks, `ForEach` over marks, and
/// types of the app's own whose `body` is made of them.
///
/// Vellum collects the content into a list of marks (`_makeMarks(into:)`), which the chart
/// lays out and draws; a type of the app's own only writes `body`.
public protocol ChartContent {
  associatedtype Body: ChartContent
  @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
  /// Appends this content's marks to `marks`. Marks append themselves; other content appends
  /// its body's marks (the default).
  @MainActor @preconcurrency func _makeMarks(into marks: inout _ChartMarks)
}

extension ChartContent {
  @MainActor public func _makeMarks(into marks: inout _ChartMarks) { body._makeMarks(into: &marks) }
}

extension ChartContent where Body == Never {
  @MainActor @preconcurrency public var body: Never {
    fatalError("\(Self.self) is a primitive chart content and has no body")
  }
}

extension Never: ChartContent {
  public func _makeMarks(into marks: inout _ChartMarks) {}
}

/// The marks collected from a chart's content, in the order they were written.
public struct _ChartMarks {
  var records: [MarkRecord] = []
}

extension ChartContent {
  /// The marks of this content.
  @MainActor var marks: [MarkRecord] {
    var marks = _ChartMarks()
    _makeMarks(into: &marks)
    return marks.records
  }
}
