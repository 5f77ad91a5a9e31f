import Foundation

/// Foundation's target–action forms, which Linux's Foundation leaves out with the
/// Objective-C runtime. They are accepted and keep nothing to call: no selector can be
/// performed on Linux, and a still frame posts no notifications and fires no timers. The
/// block forms (`addObserver(forName:object:queue:using:)`, `Timer(timeInterval:repeats:block:)`)
/// are Foundation's own.
extension NotificationCenter {
  /// Accepted; the observer is never called.
  public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}

extension Timer {
  /// A timer that, on Apple platforms, would send `selector` to `target`; here its block
  /// does nothing.
  public convenience init(
    timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    self.init(timeInterval: timeInterval, repeats: repeats) { _ in }
  }

  /// As above, scheduled on the current run loop as Foundation does; a render does not run
  /// the loop, so it never fires.
  public class func scheduledTimer(
    timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    scheduledTimer(withTimeInterval: timeInterval, repeats: repeats) { _ in }
  }
}
