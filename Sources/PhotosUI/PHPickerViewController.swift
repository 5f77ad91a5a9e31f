import Foundation
import Vellum

/// What the photo picker offers and how, as PhotosUI's `PHPickerConfiguration`: kept, and
/// used for nothing (Vellum's picker is never shown).
public struct PHPickerConfiguration: Sendable {
  /// How the picker hands out an asset's data.
  public enum AssetRepresentationMode: Int, Sendable {
    case automatic, current, compatible
  }
  /// How the picker marks what is chosen.
  public enum Selection: Int, Sendable {
    case `default`, ordered, continuous, continuousAndOrdered
  }

  /// The assets offered; nil offers every kind.
  public var filter: PHPickerFilter?
  /// How many assets one may choose; 0 is no limit. 1 by default, as in PhotosUI.
  public var selectionLimit = 1
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  public var selection = Selection.default
  /// The identifiers of assets chosen already.
  public var preselectedAssetIdentifiers: [String] = []

  /// A configuration whose results carry no asset identifiers, as in PhotosUI.
  public init() {}
  /// A configuration whose results would carry asset identifiers from the library.
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// One chosen asset, as PhotosUI's `PHPickerResult`; a preview's picker hands none out.
public struct PHPickerResult: Hashable, @unchecked Sendable {
  /// The provider of the asset's data.
  public let itemProvider: NSItemProvider
  /// The asset's identifier in the library, when the configuration had one.
  public let assetIdentifier: String?
}

/// What the photo picker tells its coordinator, as in PhotosUI; never called in a preview.
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker as a view controller, as PhotosUI's `PHPickerViewController`,
/// which SwiftUI files wrap in a `UIViewControllerRepresentable` (iOS 14's image picker).
///
/// It keeps its configuration and delegate and never appears: the representable is drawn as
/// Vellum draws every UIKit controller (a placeholder), and the delegate is never called, so
/// no photo is ever picked.
open class PHPickerViewController: UIViewController {
  /// The configuration it was made with.
  public let configuration: PHPickerConfiguration
  /// The coordinator it would tell what was picked; held weakly, as in PhotosUI.
  public weak var delegate: (any PHPickerViewControllerDelegate)?

  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init()
  }
}
