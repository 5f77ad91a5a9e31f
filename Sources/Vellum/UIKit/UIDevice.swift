/// UIKit's device object, as SwiftUI code reads it: an iPhone running iOS 18 in portrait,
/// the device Vellum's canvases draw by default.
public final class UIDevice: Sendable {
  public static let current = UIDevice()

  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  public let systemVersion = "18.0"
  public let orientation = UIDeviceOrientation.portrait
  public var isBatteryMonitoringEnabled: Bool {
    get { false }
    set {}
  }
  public let batteryLevel: Float = 1
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// How a device is held.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
