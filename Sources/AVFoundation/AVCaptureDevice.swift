import Foundation

/// A camera or microphone, as AVFoundation's `AVCaptureDevice`, on a preview with neither:
/// no device is found, access was never asked for (`.notDetermined`), and `requestAccess`
/// answers `false` at once, on the calling thread, leaving the status as it was (nobody is
/// asked).
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  override init() { super.init() }

  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }

  open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
    handler(false)
  }

  open class func requestAccess(for mediaType: AVMediaType) async -> Bool { false }

  /// Nil: there is no camera or microphone.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
  open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
    -> AVCaptureDevice?
  { nil }

  /// Which way a camera faces (raw values as Apple's).
  public enum Position: Int, Sendable {
    case unspecified = 0
    case back = 1
    case front = 2
  }

  /// A kind of camera or microphone, as Apple's string constants.
  public struct DeviceType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
    public static let builtInUltraWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInUltraWideCamera")
    public static let builtInTelephotoCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTelephotoCamera")
    public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
    public static let builtInDualWideCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualWideCamera")
    public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
    public static let builtInTrueDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTrueDepthCamera")
    public static let builtInLiDARDepthCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInLiDARDepthCamera")
    public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
  }

  /// Finds devices of some types; it finds none.
  open class DiscoverySession: NSObject, @unchecked Sendable {
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) { super.init() }
    open var devices: [AVCaptureDevice] { [] }
  }
}

/// Whether the app may use the camera or microphone (raw values as Apple's).
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

/// A kind of media, as Apple's four-character string constants.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType("vide")
  public static let audio = AVMediaType("soun")
  public static let text = AVMediaType("text")
  public static let closedCaption = AVMediaType("clcp")
  public static let subtitle = AVMediaType("sbtl")
  public static let timecode = AVMediaType("tmcd")
  public static let metadata = AVMediaType("meta")
  public static let muxed = AVMediaType("muxx")
  public static let depthData = AVMediaType("dpth")
}
