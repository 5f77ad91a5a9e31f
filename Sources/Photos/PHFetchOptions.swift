import Foundation

/// How a fetch filters and orders what it finds, as Photos' `PHFetchOptions`: kept. The
/// library's fetches find nothing, so the predicate and sort descriptors are never used; the
/// limit applies to a transient collection's assets.
open class PHFetchOptions: NSObject, @unchecked Sendable {
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  open var includeHiddenAssets = false
  open var includeAllBurstAssets = false
  open var includeAssetSourceTypes: PHAssetSourceType = []
  /// The most objects a fetch returns; 0 for no limit.
  open var fetchLimit = 0
  open var wantsIncrementalChangeDetails = true

  public override init() { super.init() }
}
