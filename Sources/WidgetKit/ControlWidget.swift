import Foundation
import AppIntents
import Vellum

/// A control for Control Center, the Lock Screen and the Action button (iOS 18), as
/// WidgetKit's `ControlWidget`. A preview has none of these places: a control is declared
/// and listed in its bundle, and never drawn.
@MainActor @preconcurrency
public protocol ControlWidget {
  associatedtype Body: ControlWidgetConfiguration
  init()
  @ControlWidgetConfigurationBuilder var body: Body { get }
}
