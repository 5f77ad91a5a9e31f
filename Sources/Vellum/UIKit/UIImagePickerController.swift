import Foundation

/// UIKit's navigation controller, as the superclass of `UIImagePickerController`; it keeps
/// its view controllers and shows nothing.
open class UINavigationController: UIViewController {
  open var viewControllers: [UIViewController] = []
  public override init() { super.init() }
  public convenience init(rootViewController: UIViewController) {
    self.init()
    viewControllers = [rootViewController]
  }
}

/// What a navigation controller tells its delegate; every method is optional in UIKit and
/// none is declared here, as image-picker coordinators adopt it only because UIKit asks.
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate: a picked photo or a cancel. Both are optional,
/// as in UIKit; Vellum's picker never shows, so neither is called.
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// UIKit's camera and photo picker, as a SwiftUI file wraps it in a
/// `UIViewControllerRepresentable` to take a photo.
///
/// It keeps what it is set to and never appears: the representable is drawn as Vellum draws
/// every UIKit controller (a placeholder), no source type is available (a preview has no
/// camera and no photo library) and the delegate is never called.
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes images from.
  public enum SourceType: Int, Sendable {
    case photoLibrary, camera, savedPhotosAlbum
  }
  /// Which camera a camera picker uses.
  public enum CameraDevice: Int, Sendable {
    case rear, front
  }
  /// Whether a camera picker takes photos or video.
  public enum CameraCaptureMode: Int, Sendable {
    case photo, video
  }
  /// The camera's flash.
  public enum CameraFlashMode: Int, Sendable {
    case off = -1, auto, on
  }
  /// The keys of what a picker hands its delegate.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  open var sourceType: SourceType = .photoLibrary
  open var mediaTypes: [String] = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice: CameraDevice = .rear
  open var cameraCaptureMode: CameraCaptureMode = .photo
  open var cameraFlashMode: CameraFlashMode = .auto
  open var showsCameraControls = true
  /// Kept, never called.
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

  public override init() { super.init() }

  /// Whether the device has this source: never in a preview (no camera, no photo library).
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
  /// The media types a source offers: nil, as for an unavailable source.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
  /// Whether the device has this camera: no.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}
