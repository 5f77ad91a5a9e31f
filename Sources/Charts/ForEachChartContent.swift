import Vellum

/// `ForEach` of marks, as in Swift Charts: the marks of each element in turn.
extension ForEach: ChartContent where Content: ChartContent {
  @MainActor @preconcurrency public var body: Never { fatalError("ForEach of marks has no body") }
  public func _makeMarks(into marks: inout _ChartMarks) {
    for element in data { content(element)._makeMarks(into: &marks) }
  }
}

extension ForEach where Content: ChartContent {
  /// Marks for each element of `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_data: data, id: id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Marks for each element of identifiable `data`.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: \.id, content: content)
  }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
  /// Marks for each integer of a range.
  public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
    self.init(_data: data, id: \.self, content: content)
  }
}
