/// A tool that selects strokes, as PencilKit's `PKLassoTool`.
public struct PKLassoTool: PKTool, Equatable, Sendable {
  public init() {}
}
