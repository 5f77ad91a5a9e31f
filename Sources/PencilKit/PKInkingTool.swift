import Foundation
import Vellum

/// A tool that draws, as PencilKit's `PKInkingTool`: its ink and width, kept. A canvas keeps
/// the tool it is given; nobody draws with it in a preview.
public struct PKInkingTool: PKTool, Equatable, @unchecked Sendable {
  public typealias InkType = PKInk.InkType

  public var ink: PKInk
  /// The width, within the ink's valid range.
  public var width: CGFloat {
    didSet { width = Self.clamp(width, inkType) }
  }

  public var inkType: InkType { ink.inkType }
  public var color: UIColor { ink.color }

  /// A tool of the ink type and colour, of the type's default width when none is given.
  public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
    ink = PKInk(type, color: color)
    self.width = Self.clamp(width ?? type.defaultWidth, type)
  }

  /// A tool of the ink, of the given width.
  public init(ink: PKInk, width: CGFloat) {
    self.ink = ink
    self.width = Self.clamp(width, ink.inkType)
  }

  /// The width a tool of the ink type has when none is given.
  public static func defaultWidth(forInkType inkType: InkType) -> CGFloat { inkType.defaultWidth }
  public static func minimumWidth(forInkType inkType: InkType) -> CGFloat { inkType.validWidthRange.lowerBound }
  public static func maximumWidth(forInkType inkType: InkType) -> CGFloat { inkType.validWidthRange.upperBound }

  public var requiredContentVersion: PKContentVersion { ink.requiredContentVersion }

  private static func clamp(_ width: CGFloat, _ type: InkType) -> CGFloat {
    min(max(width, type.validWidthRange.lowerBound), type.validWidthRange.upperBound)
  }
}
