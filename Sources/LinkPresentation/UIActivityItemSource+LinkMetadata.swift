import Foundation
import Vellum

/// A share sheet's item source may give the link's metadata for the sheet's header, as UIKit
/// asks with `activityViewControllerLinkMetadata(_:)`; a source that does not gives none. A
/// preview never opens the sheet, so it is never asked.
extension UIActivityItemSource {
  public func activityViewControllerLinkMetadata(_ activityViewController: UIActivityViewController)
    -> LPLinkMetadata?
  { nil }
}
