import DeviceActivity
import FamilyControls
import Foundation
import ManagedSettings
import Testing
import Vellum
import VellumCairo

/// Screen Time's controls for an app the person never authorised: authorisation fails without
/// a prompt, selections are empty, the picker is drawn as its background, store settings are
/// kept and monitoring is refused.
@Suite struct FamilyControlsTests {
  @Test func authorisationIsUnavailableAndTheStatusStaysUndetermined() async {
    let center = AuthorizationCenter.shared
    #expect(center.authorizationStatus == .notDetermined)
    await #expect(throws: FamilyControlsError.unavailable) { try await center.requestAuthorization(for: .individual) }
    var result: Result<Void, any Error>?
    center.requestAuthorization { result = $0 }
    if case .failure(let error as FamilyControlsError) = result {
      #expect(error == .unavailable)
    } else {
      Issue.record("\(String(describing: result))")
    }
    #expect(center.authorizationStatus == .notDetermined)
  }

  /// A saved profile: its selection encoded with the rest, as apps keep it.
  struct Profile: Codable, Equatable {
    var name: String
    var selection: FamilyActivitySelection
  }

  @Test func aSelectionIsEmptyAndSurvivesBeingSavedWithItsTokens() throws {
    let empty = FamilyActivitySelection()
    #expect(empty.applicationTokens.isEmpty && empty.categories.isEmpty && !empty.includeEntireCategory)
    #expect(FamilyActivitySelection(includeEntireCategory: true).includeEntireCategory)
    // Tokens the app saved on a device come back as they were.
    let json =
      #"{"applicationTokens":[{"data":"AQID"}],"categoryTokens":[],"webDomainTokens":[],"#
      + #""includeEntireCategory":false}"#
    let selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(json.utf8))
    #expect(selection.applicationTokens.count == 1 && selection.applications.count == 1)
    #expect(selection.applications.first?.localizedDisplayName == nil)
    let profile = Profile(name: "Work", selection: selection)
    let decoded = try JSONDecoder().decode(Profile.self, from: JSONEncoder().encode(profile))
    #expect(decoded == profile && decoded != Profile(name: "Work", selection: empty))
  }

  @Test func aStoreKeepsItsSettingsUnderItsName() throws {
    let token = try JSONDecoder().decode(ApplicationToken.self, from: Data(#"{"data":"AQID"}"#.utf8))
    let store = ManagedSettingsStore(named: .init("focus"))
    store.shield.applications = [token]
    store.shield.applicationCategories = .all(except: [token])
    store.shield.webDomainCategories = .specific([], except: [])
    store.application.denyAppRemoval = true
    store.webContent.blockedByFilter = .auto([WebDomain(domain: "example.com")])
    let sameName = ManagedSettingsStore(named: ManagedSettingsStore.Name("focus"))
    #expect(sameName.shield.applications == [token] && sameName.application.denyAppRemoval == true)
    #expect(sameName.shield.applicationCategories == .all(except: [token]))
    #expect(ManagedSettingsStore().shield.applications == nil, "the default store is another")
    store.clearAllSettings()
    #expect(sameName.shield.applications == nil && sameName.webContent.blockedByFilter == nil)
  }

  @Test func monitoringIsRefusedAsUnauthorised() {
    let center = DeviceActivityCenter()
    let name = DeviceActivityName("focus.daily")
    let schedule = DeviceActivitySchedule(
      intervalStart: DateComponents(hour: 9), intervalEnd: DateComponents(hour: 17), repeats: true)
    let event = DeviceActivityEvent(threshold: DateComponents(minute: 30))
    #expect(throws: DeviceActivityCenter.MonitoringError.unauthorized) {
      try center.startMonitoring(name, during: schedule, events: [.init("limit"): event])
    }
    center.stopMonitoring([name])
    #expect(center.activities.isEmpty && center.schedule(for: name) == nil)
    #expect(name.rawValue == "focus.daily" && DeviceActivityName(rawValue: "focus.daily") == name)
  }

  struct PickerScreen: View {
    @State var selection = FamilyActivitySelection()
    @State var isPresented = true
    var body: some View {
      VStack(spacing: 0) {
        FamilyActivityPicker(selection: $selection).frame(height: 100)
        Color.orange.frame(height: 20).familyActivityPicker(isPresented: $isPresented, selection: $selection)
      }
      .frame(width: 200)
    }
  }

  @Test @MainActor func thePickerIsItsBackgroundAndThePresentedOneIsNotShown() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(PickerScreen(), size: .unspecified, scale: 1)
    #expect(result.displayList.size == CGSize(width: 200, height: 120))
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light)
    #expect(image[100, 50] == (242, 242, 247, 255), "the grouped background: \(image[100, 50])")
    #expect(image[100, 110] == (255, 149, 0, 255), "the screen under the sheet: \(image[100, 110])")
  }
}
