import Vellum

/// `ForEach` of map content, as in MapKit: the content of each element in turn.
extension ForEach: MapContent where Content: MapContent {
  @MainActor @preconcurrency public var body: Never { fatalError("ForEach of map content has no body") }
  public func _makeMapElements(into elements: inout _MapElements) {
    for element in data { content(element)._makeMapElements(into: &elements) }
  }
}

extension ForEach where Content: MapContent {
  /// Map content for each element of `data`, identified by the key path `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(_data: data, id: id, content: content)
  }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Map content for each element of identifiable `data`.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, id: \.id, content: content)
  }
}

extension ForEach where Content: MapContent, Data == Range<Int>, ID == Int {
  /// Map content for each integer of a range.
  public init(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
    self.init(_data: data, id: \.self, content: content)
  }
}
