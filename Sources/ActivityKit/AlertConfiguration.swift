import Foundation
import Vellum

/// The alert an update of a Live Activity shows on a device that is not in use, as
/// ActivityKit's `AlertConfiguration`; kept as given, never shown.
public struct AlertConfiguration: Sendable {
  public var title: LocalizedStringResource
  public var body: LocalizedStringResource
  public var sound: AlertSound

  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
    self.title = title
    self.body = body
    self.sound = sound
  }

  /// The sound the alert plays: the system's (`.default`) or one of the app's (`.named(_:)`).
  public struct AlertSound: Hashable, Sendable {
    let name: String?
    public static let `default` = AlertSound(name: nil)
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }
}
