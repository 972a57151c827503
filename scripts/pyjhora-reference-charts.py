#!/usr/bin/env python3
"""
Writes src/astro/fixtures/pyjhora-charts.json: what PyJHora (an open reimplementation of
Jagannatha Hora, naturalstupid/PyJHora, AGPL) computes for 24 births, numbers only. The
comparison test (src/astro/reference-comparison.test.ts) holds our engine against them.

PyJHora is not part of this repository and none of its code is copied here: this script only
calls its public functions and writes their numbers. To regenerate, outside the repository:

  1. Debian packages: apt-get install libswe2.0 libswe-dev python3-numpy python3-dateutil \
       python3-tz python3-geopy python3-requests
  2. PyJHora's source tree (src/jhora of the repository, release V4.8.5 was used), without its
     ephemeris files: the Swiss Ephemeris then falls back to its Moshier theory, as ours is
     checked against (src/astro/fixtures/sweph-oracle.json).
  3. A module named `swisseph` that offers pyswisseph's functions over Debian's libswe through
     ctypes (julday, revjul, calc_ut, houses_ex, rise_trans, set_sid_mode, get_ayanamsa, …, and
     the SE_/SEFLG_ constants of swephexp.h without their prefixes), and import-only stand-ins
     for `geocoder`, `timezonefinder` and `img2pdf` (places are given by coordinates here).
  4. PYTHONPATH=<shim dir>:<PyJHora>/src /usr/bin/python3 scripts/pyjhora-reference-charts.py

The underscored shadbala functions are PyJHora's own parts of kala bala, read so that a difference
in the total can be traced to the part it comes from.

Settings: Lahiri ayanamsa for everything but KP, which takes the KP (Krishnamurti) ayanamsa as
our --kp does; PyJHora's default (True Pushya) is set aside so that both sides draw the same sky.
Rahu and Ketu are the true node's: PyJHora's rasi chart always asks for it (drik.dhasavarga's
set_rahu_ketu_as_true_nodes=True, whatever const.set_node_mode says), so the comparison builds our
charts with the true node too (our --node true). Each divisional chart by PyJHora's chart_method 1
(its "Traditional Parasara"), except the hora, where method 2 is Parashara's Sun/Moon hora that
we follow (method 1 is P.V.R. Narasimha Rao's parivritti hora; its signs are kept as D2pvr).
"""
import json
import os
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

from jhora import const, utils
from jhora.panchanga import drik
from jhora.horoscope.chart import arudhas, ashtakavarga, charts, house, strength
from jhora.horoscope.dhasa.graha import yogini
from jhora.horoscope.dhasa.raasi import chara

# id, date, time, latitude, longitude, IANA zone. Births across 1947-2020, both hemispheres, both
# sides of Greenwich, summer time in force for some (New York, Sydney), none inside the polar circles.
BIRTHS = [
    ("chennai-1996", "1996-12-07", "10:34", 13.0878, 80.2785, "Asia/Kolkata"),
    ("delhi-1981-jain", "1981-09-13", "01:30", 28.65, 77.216667, "Asia/Kolkata"),
    ("mumbai-1990", "1990-05-15", "14:30", 19.076, 72.8777, "Asia/Kolkata"),
    ("kolkata-1975", "1975-01-26", "06:15", 22.5726, 88.3639, "Asia/Kolkata"),
    ("bengaluru-2001", "2001-08-19", "23:50", 12.9716, 77.5946, "Asia/Kolkata"),
    ("hyderabad-1962", "1962-03-04", "12:00", 17.385, 78.4867, "Asia/Kolkata"),
    ("varanasi-1950", "1950-11-30", "04:20", 25.3176, 82.9739, "Asia/Kolkata"),
    ("jaipur-1988", "1988-07-07", "18:45", 26.9124, 75.7873, "Asia/Kolkata"),
    ("amritsar-1970", "1970-10-10", "09:05", 31.634, 74.8723, "Asia/Kolkata"),
    ("kochi-2010", "2010-02-14", "16:40", 9.9312, 76.2673, "Asia/Kolkata"),
    ("guwahati-1999", "1999-12-31", "21:10", 26.1445, 91.7362, "Asia/Kolkata"),
    ("ahmedabad-1955", "1955-06-21", "02:30", 23.0225, 72.5714, "Asia/Kolkata"),
    ("pune-2015", "2015-04-14", "07:55", 18.5204, 73.8567, "Asia/Kolkata"),
    ("patna-1984", "1984-08-15", "13:20", 25.5941, 85.1376, "Asia/Kolkata"),
    ("delhi-1947", "1947-08-15", "00:10", 28.6139, 77.209, "Asia/Kolkata"),
    ("kathmandu-1979", "1979-04-02", "05:45", 27.7172, 85.324, "Asia/Kathmandu"),
    ("colombo-1968", "1968-09-23", "11:11", 6.9271, 79.8612, "Asia/Colombo"),
    ("london-1985", "1985-03-17", "08:30", 51.5074, -0.1278, "Europe/London"),
    ("new-york-1977", "1977-07-04", "20:00", 40.7128, -74.006, "America/New_York"),
    ("sydney-1993", "1993-01-09", "03:25", -33.8688, 151.2093, "Australia/Sydney"),
    ("johannesburg-2005", "2005-10-05", "15:05", -26.2041, 28.0473, "Africa/Johannesburg"),
    ("tokyo-1964", "1964-10-10", "14:00", 35.6762, 139.6503, "Asia/Tokyo"),
    ("sao-paulo-2020", "2020-06-01", "10:00", -23.5505, -46.6333, "America/Sao_Paulo"),
    ("dubai-2012", "2012-12-12", "12:12", 25.2048, 55.2708, "Asia/Dubai"),
]

DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]
POINTS = ["Lagna", "Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"]
GRAHAS = POINTS[1:]
SEVEN = GRAHAS[:7]
YOGINI_BY_LORD = {1: "Mangala", 0: "Pingala", 4: "Dhanya", 2: "Bhramari", 3: "Bhadrika", 6: "Ulka", 5: "Siddha", 7: "Sankata"}


def name_of(p):
    return "Lagna" if p == "L" else GRAHAS[p]


def signs_of(positions):
    return {name_of(p): sign for p, (sign, _) in positions}


def stamp(t):
    y, m, d, hours = t[:4]
    h = int(hours)
    minutes = (hours - h) * 60
    mi = int(minutes)
    s = int(round((minutes - mi) * 60))
    if s == 60:
        mi, s = mi + 1, 0
    return f"{y:04d}-{m:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}"


def per_graha(row):
    return {g: round(float(v), 2) for g, v in zip(SEVEN, row)}


def kp_lords(positions):
    out = {}
    for key, lords in charts.get_KP_lords_from_planet_positions(positions).items():
        out[key] = [GRAHAS[lords[1]], GRAHAS[lords[2]], GRAHAS[lords[3]]]
    return out


def one(birth):
    cid, date, time, lat, lon, zone = birth
    y, m, d = map(int, date.split("-"))
    hh, mm = map(int, time.split(":"))
    offset = datetime(y, m, d, hh, mm, tzinfo=ZoneInfo(zone)).utcoffset().total_seconds() / 3600
    dob, tob = drik.Date(y, m, d), (hh, mm, 0)
    place = drik.Place(cid, lat, lon, offset)
    jd = utils.julian_day_number(dob, tob)

    drik.set_ayanamsa_mode("LAHIRI")
    d1 = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    vargas = {}
    for n in DIVISIONS:
        method = 2 if n == 2 else 1
        vargas[f"D{n}"] = signs_of(charts.divisional_chart(jd, place, divisional_chart_factor=n, chart_method=method))
    vargas["D2pvr"] = signs_of(charts.divisional_chart(jd, place, divisional_chart_factor=2, chart_method=1))

    bav, sav, _ = ashtakavarga.get_ashtaka_varga(utils.get_house_planet_list_from_planet_positions(d1))
    stb, kb, dgb, cb, nb, dkb, total, rupas, _ = strength.shad_bala(jd, place)
    kala_parts = {
        "nathonnata": strength._nathonnath_bala(jd, place), "paksha": strength._paksha_bala(jd, place),
        "tribhaga": strength._tribhaga_bala(jd, place), "abda": strength._abdadhipathi(jd, place),
        "masa": strength._masadhipathi(jd, place), "vara": strength._vaaradhipathi(jd, place),
        "hora": strength._hora_bala(jd, place), "ayana": strength._ayana_bala(jd, place),
        "yuddha": strength._yuddha_bala(jd, place),
    }
    bb, _, _ = strength.bhava_bala(jd, place)
    bhava_arudhas = arudhas.bhava_arudhas_from_planet_positions(d1)
    karakas = [GRAHAS[p] for p in house.chara_karakas(d1)]
    yd = yogini.get_dhasa_bhukthi(dob, tob, place, dhasa_level_index=const.MAHA_DHASA_DEPTH.MAHA_DHASA_ONLY)
    cd = chara.get_dhasa_antardhasa(dob, tob, place, dhasa_level_index=const.MAHA_DHASA_DEPTH.MAHA_DHASA_ONLY,
                                    chara_method=2, gender=1)

    drik.set_ayanamsa_mode("KP")
    kp_d1 = charts.divisional_chart(jd, place, divisional_chart_factor=1)
    cusps = drik.bhaava_madhya_kp(jd, place)
    kp_longitudes = {name_of(p): round(sign * 30 + deg, 6) for p, (sign, deg) in kp_d1 if p != "L"}
    kp_planets = {name_of(p): lords for p, lords in kp_lords([q for q in kp_d1 if q[0] != "L"]).items()}
    kp_cusps = kp_lords([[i, (int(c // 30), c % 30)] for i, c in enumerate(cusps)])
    drik.set_ayanamsa_mode("LAHIRI")

    return {
        "id": cid,
        "birth": {"date": date, "time": time, "latitude": lat, "longitude": lon, "timezone": zone},
        "utcOffsetHours": offset,
        "d1Longitudes": {name_of(p): round(sign * 30 + deg, 6) for p, (sign, deg) in d1},
        "vargas": vargas,
        "ashtakavarga": {"bav": {k: list(r) for k, r in zip(SEVEN + ["Lagna"], bav)}, "sav": list(sav)},
        "shadbala": {
            "sthana": per_graha(stb), "kala": per_graha(kb), "dig": per_graha(dgb), "cheshta": per_graha(cb),
            "naisargika": per_graha(nb), "drik": per_graha(dkb), "total": per_graha(total),
            "kalaParts": {k: per_graha(v) for k, v in kala_parts.items()},
        },
        "bhavaBala": [round(float(v), 2) for v in bb],
        "arudhas": list(bhava_arudhas),
        "charaKarakas": karakas,
        "dashaYearDays": drik.dhasa_year_duration(jd=jd, place=place),
        "yogini": [[YOGINI_BY_LORD[lords[0]], stamp(start), years] for lords, start, years in yd[:9]],
        "chara": [[lords[0], years] for lords, _, years in cd[:12]],
        "kp": {
            "cusps": [round(c, 6) for c in cusps],
            "cuspLords": [kp_cusps[i] for i in range(12)],
            "planetLongitudes": kp_longitudes,
            "planetLords": kp_planets,
        },
    }


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "astro", "fixtures", "pyjhora-charts.json")
    data = {
        "source": "PyJHora V4.8.5 (naturalstupid/PyJHora, an open reimplementation of Jagannatha Hora), run on Debian's "
                  "Swiss Ephemeris 2.10.03 (Moshier) by scripts/pyjhora-reference-charts.py. Numbers only. Lahiri "
                  "ayanamsa and true nodes (KP: the Krishnamurti ayanamsa); signs 0 = Aries; shadbala and bhava bala "
                  "in virupas; yogini starts in the birth's local time with PyJHora's dasha year.",
        "charts": [one(b) for b in BIRTHS],
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {len(data['charts'])} charts to {os.path.normpath(out)}", file=sys.stderr)


if __name__ == "__main__":
    main()
