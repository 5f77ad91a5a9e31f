import Foundation
import Testing
import Vellum

/// UIKit's and Foundation's target–action names as SwiftUI files use them once `vellum
/// preview` has turned `#selector` into a `Selector`: values are kept, closures run where
/// UIKit runs them, and a selector is never performed.
@Suite struct TargetActionTests {
  final class Handler: NSObject {
    func tapped(_ sender: Any) {}
  }

  @Test func aControlKeepsItsTargetsAndRunsItsClosureActions() {
    let button = UIButton(type: .system)
    let handler = Handler()
    button.addTarget(handler, action: Selector("tapped:"), for: .touchUpInside)
    #expect(button.actions(forTarget: handler, forControlEvent: .touchUpInside) == ["tapped:"])
    #expect(button.actions(forTarget: handler, forControlEvent: .valueChanged) == nil)
    #expect(button.allTargets.count == 1)
    var runs = 0
    button.addAction(UIAction(title: "Pay") { _ in runs += 1 }, for: .primaryActionTriggered)
    button.sendActions(for: .touchUpInside)
    #expect(runs == 0, "a closure runs only for its own events")
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    button.removeTarget(handler, action: nil, for: .allEvents)
    #expect(button.allTargets.isEmpty)
  }

  @Test func aButtonsTitlesFallBackToTheNormalState() {
    let button = UIButton(primaryAction: UIAction(title: "Check out") { _ in })
    button.setTitle("Paying…", for: .disabled)
    #expect(button.currentTitle == "Check out")
    button.isEnabled = false
    #expect(button.state == .disabled && button.currentTitle == "Paying…")
    #expect(button.title(for: .selected) == "Check out")
  }

  /// `UIDatePicker.appearance().minuteInterval = 30`, as a form's `init()` tunes SwiftUI's
  /// picker: kept, with UIKit's fallback to 1 for a step that does not divide an hour.
  @Test func aDatePickersAppearanceKeepsItsSettings() {
    UIDatePicker.appearance().minuteInterval = 30
    #expect(UIDatePicker.appearance().minuteInterval == 30)
    let picker = UIDatePicker()
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1 && picker.datePickerStyle == .compact)
    UIDatePicker.appearance().minuteInterval = 1
  }

  @Test func recognisersJoinTheirViewAndNeverFire() {
    let view = UIView()
    let pan = UIPanGestureRecognizer(target: Handler(), action: Selector("handlePan:"))
    view.addGestureRecognizer(pan)
    #expect(pan.view === view && view.gestureRecognizers?.count == 1)
    #expect(pan.state == .possible && pan.translation(in: view) == .zero)
    pan.setTranslation(CGPoint(x: 4, y: 0), in: view)
    #expect(pan.translation(in: view).x == 4)
    view.removeGestureRecognizer(pan)
    #expect(pan.view == nil && view.gestureRecognizers?.isEmpty == true)
  }

  @Test func foundationsSelectorFormsAreAcceptedAndNeverCall() {
    #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    #expect(NSStringFromSelector(NSSelectorFromString("keyboardWillShow:")) == "keyboardWillShow:")
    let timer = Timer(timeInterval: 1, target: Handler(), selector: Selector("tick"), userInfo: nil, repeats: true)
    #expect(timer.timeInterval == 1 && timer.isValid)
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 508, width: 390, height: 336))
    ]
    #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height == 336)
  }
}
