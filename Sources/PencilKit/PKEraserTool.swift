import Foundation

/// A tool that erases, as PencilKit's `PKEraserTool`: whole strokes (`.vector`) or the ink
/// under it (`.bitmap`, `.fixedWidthBitmap`); kept.
public struct PKEraserTool: PKTool, Equatable, Sendable {
  public enum EraserType: Hashable, Sendable {
    case vector, bitmap, fixedWidthBitmap
    /// The width an eraser of this type has when none is given (Vellum's value, not measured).
    public var defaultWidth: CGFloat { 16 }
    public var validWidthRange: ClosedRange<CGFloat> { 2...60 }
  }

  public var eraserType: EraserType
  public var width: CGFloat

  public init(_ eraserType: EraserType) {
    self.eraserType = eraserType
    width = eraserType.defaultWidth
  }

  public init(_ eraserType: EraserType, width: CGFloat) {
    self.eraserType = eraserType
    self.width = min(max(width, eraserType.validWidthRange.lowerBound), eraserType.validWidthRange.upperBound)
  }

  public static func defaultWidth(forEraserType eraserType: EraserType) -> CGFloat { eraserType.defaultWidth }
}
