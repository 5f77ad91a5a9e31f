import Vellum

/// `bw-autofill-list`: the autofill extension's item list, inline "Items" title with xmark, avatar
/// and "+" items, an always-visible search drawer, one card of globe rows with subtitles.
let bwAutofillList = ConformanceCase(
  "bw-autofill-list", safeArea: .bitwarden,
  knownDifference:
    "the leading toolbar items: iOS puts the profile avatar 24 pt after the 19 pt xmark image, "
    + "Vellum 16 (its spacing between a side's items; the app's source gives the xmark a 19 pt "
    + "frame and the avatar a 50 pt leading-aligned one, so one render cannot tell UIKit's spacing "
    + "apart from a wider xmark item)"
) {
  NavigationStack {
    ScrollView {
      LazyVStack(spacing: 0) {
        AutofillItemRow(title: "Apple", subtitle: "user@bitwarden.com")
        AutofillItemRow(title: "Bitwarden", subtitle: "user@bitwarden.com")
        AutofillItemRow(title: "Company XYZ", subtitle: nil, hasDivider: false)
      }
      .background(Color.bitwardenBackgroundPrimary)
      .clipShape(RoundedRectangle(cornerRadius: 10))
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Items")
    .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
    .toolbar {
      ToolbarItemGroup(placement: .topBarLeading) {
        Button {
        } label: {
          Image(systemName: "xmark")
        }
        // The profile switcher: a 22 pt purple circle with the account's initials.
        Button {
        } label: {
          Text("AA")
            .font(.system(size: 9, weight: .semibold))
            .foregroundStyle(Color.white)
            .frame(width: 22, height: 22)
            .background(Circle().fill(Color.purple))
        }
      }
      BitwardenToolbarIcon.add
    }
  }
  .tint(Color.bitwardenTint)
}

/// A vault row as the app's row view lays it out: a 22 pt globe icon padded 19 above and below
/// (so a row is at least 60 tall), 16 from the title and optional subheadline subtitle, which
/// are padded 9 above and below.
struct AutofillItemRow: View {
  var title: String
  var subtitle: String?
  var hasDivider = true

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 16) {
        BitwardenIcon("globe")
          .foregroundStyle(Color.bitwardenTextSecondary)
          .padding(.vertical, 19)
        VStack(alignment: .leading, spacing: 0) {
          Text(title).styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
          if let subtitle {
            Text(subtitle).styleGuide(.subheadline).foregroundStyle(Color.bitwardenTextSecondary)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.vertical, 9)
      }
      .padding(.horizontal, 16)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}
