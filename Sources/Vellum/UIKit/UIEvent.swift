import Foundation

/// UIKit's touch or press event, as target–action signatures name it. A still frame has no
/// events, so none is ever made by Vellum.
open class UIEvent {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
  }

  /// The motion or remote-control event within its type.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
      remoteControlNextTrack, remoteControlPreviousTrack
  }

  open var type: EventType { .touches }
  open var subtype: EventSubtype { .none }
  open var timestamp: TimeInterval { 0 }

  public init() {}
}
