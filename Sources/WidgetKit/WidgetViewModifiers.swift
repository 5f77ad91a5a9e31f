import Foundation
import Vellum

extension ContainerBackgroundPlacement {
  /// A widget's background: it fills the widget's rounded shape, beneath the content margins.
  public static let widget = ContainerBackgroundPlacement(_name: "widget")
}
