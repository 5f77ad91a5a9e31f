import Foundation

/// UIKit's closure action (iOS 14), for a control's `addAction(_:for:)` or a
/// `UIButton(primaryAction:)`. Its handler runs when the control's `sendActions(for:)` is
/// called; a still frame never calls it.
open class UIAction {
  /// The name that tells actions apart.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var title: String
  open var image: UIImage?
  public let identifier: Identifier
  let handler: (UIAction) -> Void

  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }
}
