import Foundation
import Vellum

/// The older way to ask for an App Store review, as StoreKit's `SKStoreReviewController`;
/// does nothing in a preview, which has no App Store.
open class SKStoreReviewController: NSObject {
  open class func requestReview() {}
  open class func requestReview(in windowScene: UIWindowScene) {}
}
